import {
  divideRounded,
  formatPercent,
  formatUsd,
  multiplyRate,
  type Cents,
} from '@paylab/shared/money';

import type { TaxYearParameters } from '../../../parameters/resolve-tax-year-parameters';
import type { NyWithholdingStatus } from '../../../parameters/us/states/ny/dtf/nys-50-t-nys';
import { count, money, type TraceSink } from '../../../trace';
import type { FilingStatus } from '../../../types';
import { calculateRowTaxScaled, findTableRow, SCALE } from '../../shared/schedules';

const METHOD_II = 'NYS-50-T-NYS (1/23), Method II exact calculation';

export interface NyIncomeTaxInput {
  /** Regular wages this period. */
  wages: Cents;
  supplementalWages: Cents;
  periodsPerYear: number;
  filingStatus: FilingStatus;
  /** IT-2104 allowances. */
  allowances: number;
}

/**
 * New York State income tax withholding by Method II on regular wages, plus the supplemental rate
 * on supplemental wages paid separately. The per-period Table II was not available (state-2025
 * notes 2.4), so wages are annualized, taxed by the annual table and divided back with one
 * rounding; a printed per-period table may differ by a cent.
 */
export function calculateNyIncomeTax(
  params: TaxYearParameters['newYork'],
  input: NyIncomeTaxInput,
  trace: TraceSink,
): Cents {
  const { wages, periodsPerYear: periods, allowances } = input;
  // IT-2104 offers single, married, and married-but-withhold-at-single; head of household uses single.
  const status: NyWithholdingStatus = input.filingStatus === 'married-joint' ? 'married' : 'single';
  const annualWages = wages * periods;
  const deductionAllowance = params.deductionAllowance.value[status];
  const exemptionAllowances = allowances * params.exemptionAllowance.value;
  const netWages = Math.max(0, annualWages - deductionAllowance - exemptionAllowances);
  const row = findTableRow(params.rateTables.value[status], netWages);
  const annualTaxScaled = calculateRowTaxScaled(row, netWages);
  const regularTax = annualTaxScaled > 0 ? divideRounded(annualTaxScaled, SCALE * periods) : 0;
  const supplementalTax = multiplyRate(input.supplementalWages, params.supplementalRate.value);
  if (trace) {
    trace.push(
      money(
        'state.ny.method-ii.annual-wages',
        `Annualized New York wages (${formatUsd(wages)} x ${periods}), ${status} table`,
        annualWages,
        METHOD_II,
      ),
      money(
        'state.ny.method-ii.deduction-allowance',
        'Table A deduction allowance',
        deductionAllowance,
        params.deductionAllowance.citation,
      ),
      count('state.ny.method-ii.allowances', 'IT-2104 allowances', allowances, METHOD_II),
      money(
        'state.ny.method-ii.exemption-allowances',
        `Table A exemption allowances (${allowances} x ${formatUsd(params.exemptionAllowance.value)})`,
        exemptionAllowances,
        params.exemptionAllowance.citation,
      ),
      money(
        'state.ny.method-ii.net-wages',
        'Net annual wages after allowances (not below 0)',
        netWages,
        METHOD_II,
      ),
      money(
        'state.ny.method-ii.table-ii',
        row.excessOver === 0 && row.atLeast > 0
          ? `Table II: ${formatPercent(row.rate)} of the entire net wages (shown rounded)`
          : `Table II: ${formatUsd(row.baseTax)} plus ${formatPercent(row.rate)} of the excess over ${formatUsd(row.excessOver)} (shown rounded)`,
        divideRounded(annualTaxScaled, SCALE),
        params.rateTables.citation,
      ),
      money(
        'state.ny.method-ii.tax',
        `New York withholding on regular wages: annual tax / ${periods}, rounded half up`,
        regularTax,
        METHOD_II,
      ),
    );
    if (input.supplementalWages > 0) {
      trace.push(
        money(
          'state.ny.supplemental',
          `New York withholding on supplemental wages: ${formatPercent(params.supplementalRate.value)} of ${formatUsd(input.supplementalWages)}`,
          supplementalTax,
          params.supplementalRate.citation,
        ),
      );
    }
  }
  return regularTax + supplementalTax;
}
