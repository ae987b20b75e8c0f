import { defineParameter, resolveParameter, type Parameter } from '../parameters/parameter';
import { DEDUCTION_TYPES, type DeductionType } from './deduction-types';
import { FEDERAL_TAX_TREATMENT } from './federal-tax-treatment';

/** How one state's income-tax wages treat each deduction type. */
export interface StateConformity {
  /** True where the deduction lowers the state's income-tax wages (W-2 box 16). */
  readonly reducesStateWages: Readonly<Record<DeductionType, boolean>>;
  /** The types the federal income tax excludes but this state taxes, as the state's law names them. */
  readonly departures: readonly DeductionType[];
}

/**
 * A state's conformity, in force from `effectiveFrom`: federal income tax treatment, less the
 * `departures` the state taxes. A departure must be a type the federal income tax excludes, so a
 * misnamed one fails at load time rather than silently conforming.
 */
export function defineConformity(
  state: string,
  departures: readonly DeductionType[],
  citation: string,
  effectiveFrom = '2025-01-01',
): Parameter<StateConformity> {
  const federal = resolveParameter(FEDERAL_TAX_TREATMENT, effectiveFrom).value;
  for (const type of departures) {
    if (!federal[type].reduces.includes('federal-income-tax')) {
      throw new Error(`${state} conformity: ${type} does not lower federal income tax wages`);
    }
  }
  const reducesStateWages = Object.fromEntries(
    DEDUCTION_TYPES.map((type) => [
      type,
      federal[type].reduces.includes('federal-income-tax') && !departures.includes(type),
    ]),
  ) as Record<DeductionType, boolean>;
  return defineParameter(
    `us.states.${state.toLowerCase()}.benefits.conformity`,
    `Deduction types that lower ${state} income-tax wages`,
    [
      {
        effectiveFrom,
        value: { reducesStateWages, departures },
        unit: 'state-wages-by-deduction-type',
        citation,
      },
    ],
  );
}

/** The starting point most states share, named once so each state file is a line of data. */
export function describeFederalStartingPoint(
  stateName: string,
  base: 'adjusted gross income' | 'taxable income',
  edition = 'January 1, 2023',
): string {
  return `Federation of Tax Administrators, "State Individual Income Tax Federal Starting Points" (${edition}): ${stateName} starts from federal ${base}, so wages excluded from federal income are excluded alike`;
}
