import { US_STATES, type StateCode } from '@paylab/shared/constants';

import { CA_RULE } from './ca/rule';
import {
  AK_RULE,
  FL_RULE,
  NH_RULE,
  NV_RULE,
  SD_RULE,
  TN_RULE,
  TX_RULE,
  WA_RULE,
  WY_RULE,
} from './no-wage-income-tax';
import { NY_RULE } from './ny/rule';
import {
  resolveParameterGroup,
  type ComplianceLine,
  type StateProgram,
  type StateRule,
} from './state-rule';

/**
 * Every work state PayLab has rules for, by two-letter code: the one list every layer reads (the
 * engine's dispatch, parameters, pay stub and W-2 lines, the Compliance page, the coverage table).
 * Adding a state is one line here and one folder `states/<st>/` (docs/adding-a-state.md). A code
 * missing from it is "not modelled": the paycheck withholds no state tax and warns.
 */
export const STATE_RULES = {
  AK: AK_RULE,
  CA: CA_RULE,
  FL: FL_RULE,
  NH: NH_RULE,
  NV: NV_RULE,
  NY: NY_RULE,
  SD: SD_RULE,
  TN: TN_RULE,
  TX: TX_RULE,
  WA: WA_RULE,
  WY: WY_RULE,
} satisfies StateRuleRegistry;

/**
 * Partial until every one of the 51 jurisdictions has a rule; then `Record<StateCode, StateRule>`
 * makes the typechecker name any that is missing.
 */
export type StateRuleRegistry = Partial<Record<StateCode, StateRule>>;

const RULES: StateRuleRegistry = STATE_RULES;

/** The rule of a work state (any letter case), or undefined when it is not modelled. */
export function findStateRule(state: string): StateRule | undefined {
  return RULES[state as StateCode] ?? RULES[state.toUpperCase() as StateCode];
}

/** Every registered rule, in registry order. */
export function listStateRules(): StateRule[] {
  return Object.values(RULES);
}

/** The 50 states and DC that have no rule yet: their paychecks withhold no state tax and warn. */
export function listUnmodelledStates(): StateCode[] {
  return US_STATES.map(([code]) => code).filter((code) => RULES[code] === undefined);
}

/** The one list of states without a tax on wages, derived from the registry. */
export const STATES_WITHOUT_WAGE_INCOME_TAX: readonly string[] = listStateRules()
  .filter((rule) => !rule.hasWageIncomeTax)
  .map((rule) => rule.code);

/** False only for a registered state that levies no tax on wages; a state not modelled may tax them. */
export function hasWageIncomeTax(state: string): boolean {
  return findStateRule(state)?.hasWageIncomeTax ?? true;
}

export function describeUnmodelledState(state: string): string {
  return `State ${state} is not modelled: state income tax and disability withholding are set to 0`;
}

const PROGRAMS = new Map<string, StateProgram>(
  listStateRules().flatMap((rule) => rule.programs.map((program) => [program.id, program])),
);

/** A program of any registered state by its id (`ca-sdi`), e.g. to label a stored line. */
export function findStateProgram(programId: string): StateProgram | undefined {
  return PROGRAMS.get(programId);
}

/**
 * What the Compliance page states for a rule on `date`: its own lines with values from its
 * parameters in force then, or else its method and publication.
 */
export function describeStateRequirements(rule: StateRule, date: string): ComplianceLine[] {
  if (rule.describeRequirements)
    return [...rule.describeRequirements(resolveParameterGroup(rule.parameters, date))];
  return [
    {
      label: 'Income tax withholding',
      value: rule.compliance.method,
      citation: rule.compliance.publication,
    },
  ];
}
