import { US_STATES, type StateCode } from '@paylab/shared/constants';

import { AK_RULE } from './ak/rule';
import { AL_RULE } from './al/rule';
import { AR_RULE } from './ar/rule';
import { AZ_RULE } from './az/rule';
import { CA_RULE } from './ca/rule';
import { CO_RULE } from './co/rule';
import { CT_RULE } from './ct/rule';
import { DC_RULE } from './dc/rule';
import { DE_RULE } from './de/rule';
import { GA_RULE } from './ga/rule';
import { HI_RULE } from './hi/rule';
import { IA_RULE } from './ia/rule';
import { ID_RULE } from './id/rule';
import { IL_RULE } from './il/rule';
import { IN_RULE } from './in/rule';
import { KS_RULE } from './ks/rule';
import { KY_RULE } from './ky/rule';
import { LA_RULE } from './la/rule';
import { MA_RULE } from './ma/rule';
import { MD_RULE } from './md/rule';
import { ME_RULE } from './me/rule';
import { MI_RULE } from './mi/rule';
import { MN_RULE } from './mn/rule';
import { MO_RULE } from './mo/rule';
import { MS_RULE } from './ms/rule';
import { MT_RULE } from './mt/rule';
import { NC_RULE } from './nc/rule';
import { ND_RULE } from './nd/rule';
import { NE_RULE } from './ne/rule';
import { NJ_RULE } from './nj/rule';
import { NM_RULE } from './nm/rule';
import { NY_RULE } from './ny/rule';
import { OH_RULE } from './oh/rule';
import { OK_RULE } from './ok/rule';
import { OR_RULE } from './or/rule';
import { PA_RULE } from './pa/rule';
import { RI_RULE } from './ri/rule';
import { SC_RULE } from './sc/rule';
import { UT_RULE } from './ut/rule';
import { VA_RULE } from './va/rule';
import { VT_RULE } from './vt/rule';
import { WA_RULE } from './wa/rule';
import { WI_RULE } from './wi/rule';
import { WV_RULE } from './wv/rule';
import {
  FL_RULE,
  NH_RULE,
  NV_RULE,
  SD_RULE,
  TN_RULE,
  TX_RULE,
  WY_RULE,
} from './no-wage-income-tax';
import {
  describeDeclaredContributions,
  listContributionsNotBegun,
} from './shared/withhold-contribution';
import {
  resolveParameterGroup,
  type ComplianceLine,
  type ProgramTerms,
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
  AL: AL_RULE,
  AR: AR_RULE,
  AZ: AZ_RULE,
  CA: CA_RULE,
  CO: CO_RULE,
  CT: CT_RULE,
  DC: DC_RULE,
  DE: DE_RULE,
  FL: FL_RULE,
  GA: GA_RULE,
  HI: HI_RULE,
  IA: IA_RULE,
  ID: ID_RULE,
  IL: IL_RULE,
  IN: IN_RULE,
  KS: KS_RULE,
  KY: KY_RULE,
  LA: LA_RULE,
  MA: MA_RULE,
  MD: MD_RULE,
  ME: ME_RULE,
  MI: MI_RULE,
  MN: MN_RULE,
  MO: MO_RULE,
  MS: MS_RULE,
  MT: MT_RULE,
  NC: NC_RULE,
  ND: ND_RULE,
  NE: NE_RULE,
  NH: NH_RULE,
  NJ: NJ_RULE,
  NM: NM_RULE,
  NV: NV_RULE,
  NY: NY_RULE,
  OH: OH_RULE,
  OK: OK_RULE,
  OR: OR_RULE,
  PA: PA_RULE,
  RI: RI_RULE,
  SC: SC_RULE,
  SD: SD_RULE,
  TN: TN_RULE,
  TX: TX_RULE,
  UT: UT_RULE,
  VA: VA_RULE,
  VT: VT_RULE,
  WA: WA_RULE,
  WI: WI_RULE,
  WV: WV_RULE,
  WY: WY_RULE,
} satisfies StateRuleRegistry;

/** Every one of the 51 jurisdictions has a rule: the typechecker names any that is missing. */
export type StateRuleRegistry = Record<StateCode, StateRule>;

const RULES: Partial<StateRuleRegistry> = STATE_RULES;

// Every paycheck looks its rule up by a code it was given, often a string made at run time: a map
// finds it by hash, where an object's property lookup would first intern the string.
const RULES_BY_CODE = new Map<string, StateRule>(Object.entries(RULES));

/** The rule of a work state (any letter case), or undefined when it is not modelled. */
export function findStateRule(state: string): StateRule | undefined {
  return RULES_BY_CODE.get(state) ?? RULES_BY_CODE.get(state.toUpperCase());
}

/** Every registered rule, in registry order. */
export function listStateRules(): StateRule[] {
  return Object.values(RULES);
}

/** Codes of the 50 states and DC without a rule (none now; the contract test keeps it so). */
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
const RULES_BY_PROGRAM = new Map<string, StateRule>(
  listStateRules().flatMap((rule) => rule.programs.map((program) => [program.id, rule])),
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

/**
 * Each program's rate and wage base in force on `date`, by program id: the declared
 * contributions' from their parameters, the others' where the rule's `describePrograms` gives them;
 * and the declared contributions not yet begun then (ADR 0051).
 */
function describeProgramTerms(
  rule: StateRule,
  date: string,
): { terms: Readonly<Record<string, ProgramTerms>>; notBegun: readonly string[] } {
  // A rule that describes nothing resolves nothing, so no parameter need be in force on `date`.
  if (!rule.contributions?.length && !rule.describePrograms) return { terms: {}, notBegun: [] };
  const params = resolveParameterGroup(rule.parameters, date);
  const contributions = rule.contributions ?? [];
  return {
    terms: {
      ...describeDeclaredContributions(contributions, params),
      ...rule.describePrograms?.(params),
    },
    notBegun: listContributionsNotBegun(contributions, params),
  };
}

/**
 * Each program of a rule in force on `date` with its rate and wage base, where the rule gives
 * them; a program that begins later is left out.
 */
export function describeStatePrograms(
  rule: StateRule,
  date: string,
): { program: StateProgram; terms: ProgramTerms }[] {
  const { terms, notBegun } = describeProgramTerms(rule, date);
  return rule.programs
    .filter((program) => !notBegun.includes(program.id))
    .map((program) => ({ program, terms: terms[program.id] ?? {} }));
}

/**
 * Where a program's line on `date` is published: its rate's and wage base's citations where the
 * rule gives them (a contribution, a flat income tax), else the publication its method follows.
 */
export function citeStateProgram(programId: string, date: string): string {
  const rule = RULES_BY_PROGRAM.get(programId);
  if (!rule) return '';
  const terms = describeProgramTerms(rule, date).terms[programId];
  const citations = [terms?.rate?.citation, terms?.wageBase?.citation].filter(
    (citation): citation is string => citation !== undefined,
  );
  return citations.length ? citations.join('; ') : rule.compliance.publication;
}
