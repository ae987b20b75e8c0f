import {
  divideRounded,
  formatPercent,
  formatUsd,
  multiplyRate,
  type Cents,
} from '@paylab/shared/money';

import type { TaxYearParameters } from '../../../parameters/resolve-tax-year-parameters';
import type { CaWithholdingStatus } from '../../../parameters/us/states/ca/edd/method-b';
import { count, money, type TraceSink } from '../../../trace';
import type { FilingStatus, PayFrequency } from '../../../types';
import { calculateRowTaxScaled, findTableRow, SCALE } from '../../shared/schedules';

const METHOD_B = 'EDD Method B - Exact Calculation Method, 2025';

export interface CaIncomeTaxInput {
  payFrequency: PayFrequency;
  /** Regular wages this period. */
  wages: Cents;
  supplementalWages: Cents;
  filingStatus: FilingStatus;
  /** DE 4 regular withholding allowances (line 1a). */
  regularAllowances: number;
  /** DE 4 estimated-deduction allowances (line 1b). */
  estimatedDeductionAllowances: number;
}

/** DE 4: "Single or Married (with two or more incomes)" withhold as single; PayLab reads married-separate that way. */
function selectCaStatus(filingStatus: FilingStatus): CaWithholdingStatus {
  if (filingStatus === 'married-joint') return 'married';
  if (filingStatus === 'head-of-household') return 'head-of-household';
  return 'single';
}

/** EDD prints rows for 0 to 10 allowances; beyond that, the one-allowance amount times the number claimed. */
function lookUpByAllowances(rows: readonly Cents[], allowances: number): Cents {
  return rows[allowances] ?? rows[1]! * allowances;
}

/**
 * California personal income tax withholding by EDD Method B on regular wages, plus the flat
 * bonus rate on supplemental wages paid separately.
 */
export function calculateCaIncomeTax(
  params: TaxYearParameters['california'],
  input: CaIncomeTaxInput,
  trace: TraceSink,
): Cents {
  const { payFrequency, wages, regularAllowances } = input;
  const status = selectCaStatus(input.filingStatus);
  // EDD Method B prints Tables 1 and 3 in two columns; the second serves married with 2 or more
  // regular allowances and unmarried head of household.
  const column =
    status === 'head-of-household' || (status === 'married' && regularAllowances >= 2)
      ? 'high'
      : 'low';
  const lowIncomeLimit = params.lowIncomeExemption.value[payFrequency][column];
  const supplementalTax = multiplyRate(input.supplementalWages, params.supplementalBonusRate.value);

  trace?.push(
    money(
      'state.ca.method-b.wages',
      `California wages this period (DE 4 status ${status}, ${column === 'high' ? 'married 2+ allowances or head of household' : 'single or married 0-1 allowance'} column)`,
      wages,
      `${METHOD_B}, Step 1`,
    ),
  );

  let regularTax = 0;
  if (wages <= lowIncomeLimit) {
    trace?.push(
      money(
        'state.ca.method-b.table-1',
        `Step 1: wages at or below the low income exemption ${formatUsd(lowIncomeLimit)}: no withholding on regular wages`,
        lowIncomeLimit,
        params.lowIncomeExemption.citation,
      ),
    );
  } else {
    const estimatedDeduction = lookUpByAllowances(
      params.estimatedDeduction.value[payFrequency],
      input.estimatedDeductionAllowances,
    );
    const standardDeduction = params.standardDeduction.value[payFrequency][column];
    const taxableIncome = Math.max(0, wages - estimatedDeduction - standardDeduction);
    const table = params.rateTables.value[payFrequency][status];
    const row = findTableRow(table, taxableIncome);
    const computedTaxScaled = calculateRowTaxScaled(row, taxableIncome);
    const credit = lookUpByAllowances(
      params.exemptionAllowanceCredit.value[payFrequency],
      regularAllowances,
    );
    const netScaled = computedTaxScaled - credit * SCALE;
    regularTax = netScaled > 0 ? divideRounded(netScaled, SCALE) : 0;
    if (trace) {
      trace.push(
        money(
          'state.ca.method-b.table-1',
          `Step 1: wages above the low income exemption ${formatUsd(lowIncomeLimit)}`,
          lowIncomeLimit,
          params.lowIncomeExemption.citation,
        ),
        count(
          'state.ca.method-b.estimated-allowances',
          'DE 4 estimated-deduction allowances',
          input.estimatedDeductionAllowances,
          `${METHOD_B}, Step 2`,
        ),
        money(
          'state.ca.method-b.table-2',
          'Step 2: estimated deduction',
          estimatedDeduction,
          params.estimatedDeduction.citation,
        ),
        money(
          'state.ca.method-b.table-3',
          'Step 3: standard deduction',
          standardDeduction,
          params.standardDeduction.citation,
        ),
        money(
          'state.ca.method-b.taxable-income',
          'Taxable income: wages less estimated and standard deductions',
          taxableIncome,
          `${METHOD_B}, Step 3`,
        ),
        money(
          'state.ca.method-b.table-5',
          `Step 4: ${formatUsd(row.baseTax)} plus ${formatPercent(row.rate)} of the excess over ${formatUsd(row.excessOver)} (shown rounded)`,
          divideRounded(computedTaxScaled, SCALE),
          params.rateTables.citation,
        ),
        count(
          'state.ca.method-b.regular-allowances',
          'DE 4 regular withholding allowances',
          regularAllowances,
          `${METHOD_B}, Step 5`,
        ),
        money(
          'state.ca.method-b.table-4',
          'Step 5: exemption allowance credit',
          credit,
          params.exemptionAllowanceCredit.citation,
        ),
        money(
          'state.ca.method-b.tax',
          netScaled > 0
            ? 'California withholding on regular wages: computed tax less the credit'
            : 'California withholding on regular wages: the credit covers the tax, so 0',
          regularTax,
          `${METHOD_B}, Step 5`,
        ),
      );
    }
  }
  if (input.supplementalWages > 0) {
    trace?.push(
      money(
        'state.ca.supplemental',
        `California withholding on supplemental wages: ${formatPercent(params.supplementalBonusRate.value)} of ${formatUsd(input.supplementalWages)}`,
        supplementalTax,
        params.supplementalBonusRate.citation,
      ),
    );
  }
  return regularTax + supplementalTax;
}
