import type { Cents, RatePpm } from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import type { TraceSink } from '../../trace';
import type { StateLine, StateWithholdingInput } from '../state-rule';
import type {
  DeclaredCertificateLine,
  DeclaredCitation,
  DeclaredContribution,
  DeclaredIncomeTax,
} from './load-state-data';
import { pushDeclaredContributions } from './withhold-contribution';
import {
  withholdIncomeTax,
  type AdditionalAmount,
  type IncomeTaxFormula,
  type SupplementalMethod,
} from './withhold-income-tax';

/** What a state's rule says of its income tax beside the formula, where it is not data. */
export interface IncomeTaxOptions {
  /** The state's own change to the withholding on regular wages, traced by the state (NE, MO). */
  readonly adjustRegular?: (regular: Cents) => Cents;
  /** Bonuses where state.json declares no method: at a rate the wages pick (WI), or cited by a value (PA). */
  readonly supplemental?: SupplementalMethod;
}

/** A state as `defineStateData` reads it, with its `incomeTax` declared. */
interface DeclaringState {
  readonly code: string;
  readonly incomeTax?: DeclaredIncomeTax;
  readonly contributions: readonly DeclaredContribution[];
}

type Params = Readonly<Record<string, CitedValue<unknown>>>;

/** A declared step's citation: its own text, or that of the parameter it names, in force now. */
function cite(declared: DeclaredCitation, params: Params): string {
  return 'citationOf' in declared ? params[declared.citationOf]!.citation : declared.citation;
}

function resolveSupplemental(
  state: DeclaringState,
  params: Params,
  chosen: SupplementalMethod | undefined,
): SupplementalMethod {
  const declared = state.incomeTax?.supplemental;
  if (chosen) return chosen;
  if (!declared)
    throw new Error(`State data ${state.code}: incomeTax declares no supplemental method`);
  return declared.method === 'flat-rate'
    ? { method: 'flat-rate', rate: params[declared.rate] as CitedValue<RatePpm> }
    : { method: 'aggregate', citation: cite(declared, params) };
}

/**
 * A state's lines for one paycheck: its income tax by the rule's `formula`, with the exemption,
 * bonus method and additional amount its state.json declares (`incomeTax`), then its declared
 * contributions; traced as `state.<st>.*`. The loader has checked that each named field and
 * parameter is there and of its kind.
 */
export function withholdDeclaredIncomeTax(
  state: DeclaringState,
  params: Params,
  input: StateWithholdingInput<object>,
  trace: TraceSink,
  formula: (wages: Cents) => IncomeTaxFormula,
  options: IncomeTaxOptions = {},
): StateLine[] {
  const declared = state.incomeTax;
  if (!declared) throw new Error(`State data ${state.code}: no incomeTax is declared`);
  // Only the trace reads the prefix: a paycheck without one builds no string.
  const prefix = trace ? `state.${state.code.toLowerCase()}` : '';
  const certificate = input.certificate as Readonly<Record<string, unknown>>;
  const { exempt, additional } = declared;
  // The certificate's lines are passed only when they act (an exemption claimed, an amount above
  // 0), each built as one literal: spreading the declared line would copy it on every paycheck.
  const amount = withholdIncomeTax(
    {
      prefix,
      exempt:
        exempt && certificate[exempt.field] === true
          ? {
              label: exempt.label,
              citation: cite(exempt, params),
              step: exempt.step,
              isExempt: true,
            }
          : undefined,
      formula,
      adjustRegular: options.adjustRegular,
      supplemental: resolveSupplemental(state, params, options.supplemental),
      additional:
        additional &&
        buildAdditionalAmount(additional, certificate[additional.field] as Cents, params),
    },
    input,
    trace,
  );
  const lines: StateLine[] = [{ programId: declared.programId, amount }];
  pushDeclaredContributions(lines, state.contributions, params, prefix, input, trace);
  return lines;
}

function buildAdditionalAmount(
  additional: DeclaredCertificateLine,
  amount: Cents,
  params: Params,
): AdditionalAmount | undefined {
  return amount > 0
    ? { label: additional.label, citation: cite(additional, params), step: additional.step, amount }
    : undefined;
}
