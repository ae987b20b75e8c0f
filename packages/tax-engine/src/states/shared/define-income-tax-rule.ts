import type { Cents, RatePpm } from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import type { TraceSink } from '../../trace';
import {
  defineStateRule,
  type ParameterGroup,
  type ResolvedGroup,
  type StateRule,
  type StateWithholdingInput,
} from '../state-rule';
import type { StateData } from './load-state-data';
import { withholdDeclaredIncomeTax, type IncomeTaxOptions } from './withhold-declared-income-tax';
import type { IncomeTaxFormula, SupplementalMethod } from './withhold-income-tax';

/**
 * What a state's `rule.ts` says of an income tax withheld by one formula, where its state.json
 * declares the rest (`incomeTax`: exemption, bonus method, additional amount; `contributions`).
 */
export interface IncomeTaxRule<G extends ParameterGroup, C extends object> {
  /** The income tax's single rate (a flat tax), which `GET /api/tax/states` lists. */
  readonly rate?: (params: ResolvedGroup<G>) => CitedValue<RatePpm>;
  /**
   * Notes and warnings written before anything is withheld (the table the certificate picks, a
   * federal W-4 entry the state does not read); also for an exempt certificate.
   */
  readonly announce?: (
    params: ResolvedGroup<G>,
    input: StateWithholdingInput<C>,
    trace: TraceSink,
    warnings: string[],
  ) => void;
  /**
   * The formula for `wages`: the period's regular wages, or regular plus supplemental wages where
   * bonuses are withheld on with the pay (then it is built twice). Built only when something is
   * withheld, so a step it traces itself would be traced twice: use `announce`.
   */
  readonly buildFormula: (
    params: ResolvedGroup<G>,
    input: StateWithholdingInput<C>,
    wages: Cents,
  ) => IncomeTaxFormula;
  /** Bonuses where state.json declares no method: at a rate the wages pick (WI), cited by a value (PA). */
  readonly supplemental?: (
    params: ResolvedGroup<G>,
    input: StateWithholdingInput<C>,
  ) => SupplementalMethod;
  /** The state's own change to the withholding on regular wages, traced by the state (NE, MO). */
  readonly adjustRegular?: (
    params: ResolvedGroup<G>,
    input: StateWithholdingInput<C>,
    regular: Cents,
    trace: TraceSink,
  ) => Cents;
}

/**
 * A state rule whose lines are the income tax by `rule.buildFormula`, as `data.incomeTax`
 * declares it, then the declared contributions (`withholdDeclaredIncomeTax`); its program terms
 * list the income tax's rate where `rule.rate` gives one.
 */
export function defineIncomeTaxRule<G extends ParameterGroup, C extends object>(
  data: StateData<G, C>,
  rule: IncomeTaxRule<G, C>,
): StateRule<G, C> {
  const { rate, announce, buildFormula, supplemental, adjustRegular } = rule;
  if (!data.incomeTax) throw new Error(`State data ${data.code}: no incomeTax is declared`);
  const { programId } = data.incomeTax;
  return defineStateRule({
    ...data,
    ...(rate && { describePrograms: (params) => ({ [programId]: { rate: rate(params) } }) }),
    calculate(params, input, trace, warnings) {
      announce?.(params, input, trace, warnings);
      const options: IncomeTaxOptions | undefined =
        supplemental || adjustRegular
          ? {
              supplemental: supplemental?.(params, input),
              adjustRegular:
                adjustRegular && ((regular) => adjustRegular(params, input, regular, trace)),
            }
          : undefined;
      return withholdDeclaredIncomeTax(
        data,
        params,
        input,
        trace,
        (wages) => buildFormula(params, input, wages),
        options,
      );
    },
  });
}
