import {
  divideRounded,
  formatPercent,
  formatPercentExact,
  formatUsd,
  type Cents,
} from '@paylab/shared/money';

import { calculateRowTaxScaled, findTableRow, SCALE } from '../../rules/shared/schedules';
import { count, money, type TraceSink } from '../../trace';
import type { FilingStatus, PayFrequency } from '../../types';
import { applyFlatRate, calculateCappedContribution } from '../shared/state-math';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { CA_PARAMETERS, type CaWithholdingStatus } from './parameters';

const METHOD_B = 'EDD Method B - Exact Calculation Method';
const DE_4_DEFAULT =
  'EDD DE 71, "Employer\'s Obligations for the Employee\'s Withholding Allowance Certificate (DE 4)": without a valid DE 4, withhold as single claiming no withholding allowances';

type CaParameters = ResolvedGroup<typeof CA_PARAMETERS>;

/** DE 4: filing status, line 1a regular allowances, line 1b estimated-deduction allowances. */
export type CaCertificate = {
  readonly [key: string]: number | string | boolean;
  readonly filingStatus: CaWithholdingStatus;
  readonly regularAllowances: number;
  readonly estimatedDeductionAllowances: number;
};

const CA_DEFAULTS: CaCertificate = {
  filingStatus: 'single',
  regularAllowances: 0,
  estimatedDeductionAllowances: 0,
};

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

/** Method B on regular wages: the low income exemption, then Tables 2 to 5. */
function calculateMethodB(
  params: CaParameters,
  input: { payFrequency: PayFrequency; wages: Cents; certificate: CaCertificate },
  trace: TraceSink,
): Cents {
  const { payFrequency, wages, certificate } = input;
  const { filingStatus: status, regularAllowances } = certificate;
  // EDD Method B prints Tables 1 and 3 in two columns; the second serves married with 2 or more
  // regular allowances and unmarried head of household.
  const column =
    status === 'head-of-household' || (status === 'married' && regularAllowances >= 2)
      ? 'high'
      : 'low';
  const lowIncomeLimit = params.lowIncomeExemption.value[payFrequency][column];

  trace?.push(
    money(
      'state.ca.method-b.wages',
      `California wages this period (DE 4 status ${status}, ${column === 'high' ? 'married 2+ allowances or head of household' : 'single or married 0-1 allowance'} column)`,
      wages,
      `${METHOD_B}, Step 1`,
    ),
  );

  if (wages <= lowIncomeLimit) {
    trace?.push(
      money(
        'state.ca.method-b.table-1',
        `Step 1: wages at or below the low income exemption ${formatUsd(lowIncomeLimit)}: no withholding on regular wages`,
        lowIncomeLimit,
        params.lowIncomeExemption.citation,
      ),
    );
    return 0;
  }
  const estimatedDeduction = lookUpByAllowances(
    params.estimatedDeduction.value[payFrequency],
    certificate.estimatedDeductionAllowances,
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
  // The credit comes off the unrounded tax; Method B rounds once, after it.
  const netScaled = computedTaxScaled - credit * SCALE;
  const regularTax = netScaled > 0 ? divideRounded(netScaled, SCALE) : 0;
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
        certificate.estimatedDeductionAllowances,
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
  return regularTax;
}

/**
 * California: personal income tax by EDD Method B on regular wages plus the flat bonus rate on
 * supplemental wages paid separately; SDI (which includes paid family leave) on all wages, with no
 * ceiling since 2024.
 */
export const CA_RULE = defineStateRule({
  code: 'CA',
  name: 'California',
  hasWageIncomeTax: true,
  parameters: CA_PARAMETERS,
  programs: [
    { id: 'ca-income-tax', kind: 'income-tax', label: 'California income tax' },
    {
      id: 'ca-sdi',
      kind: 'disability',
      label: 'CA State Disability Insurance (SDI)',
      w2Box14Label: 'CASDI',
    },
  ],
  certificate: {
    form: 'DE 4',
    fields: [
      {
        key: 'filingStatus',
        kind: 'select',
        label: 'Filing status',
        options: [
          { value: 'single', label: 'Single or Married (with two or more incomes)' },
          { value: 'married', label: 'Married (one income)' },
          { value: 'head-of-household', label: 'Head of Household' },
        ],
      },
      {
        key: 'regularAllowances',
        kind: 'count',
        label: 'Line 1a: regular withholding allowances (Worksheet A)',
      },
      {
        key: 'estimatedDeductionAllowances',
        kind: 'count',
        label: 'Line 1b: allowances for estimated deductions (Worksheet B)',
      },
    ],
    defaults: CA_DEFAULTS,
    defaultsCitation: DE_4_DEFAULT,
    fromLegacyFields: ({
      filingStatus,
      allowances,
      estimatedDeductionAllowances,
    }): CaCertificate => ({
      filingStatus: selectCaStatus(filingStatus),
      regularAllowances: allowances,
      estimatedDeductionAllowances,
    }),
  },
  compliance: {
    publication: `${METHOD_B} (25methb.pdf for 2025, 26methb.pdf for 2026), in DE 44 California Employer's Guide (2025 and 2026)`,
    method:
      'Per period: no withholding at or below the low income exemption; estimated and standard deductions subtract; the rate table of the period by DE 4 status; the allowance credit comes off the tax. Bonuses 10.23%. SDI 1.2% (2025) and 1.3% (2026) of all wages.',
    notModelled: [
      'DE 4 line 2 (an additional amount each pay period) and exemption from withholding (line 3) are not modelled.',
      'Supplemental wages other than bonuses and stock options (6.6%) are withheld at the bonus rate.',
      'Reciprocity and resident-state credits are not modelled: PayLab withholds for the work state.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Table 5 per pay period (2025) is derived from the annual table (round(annual / periods)); it may differ from the 2025 PDF by $0.01.',
      'The 10.23% bonus rate (DE 44) was read only in payroll references.',
      'Every 2026 value was read in transcriptions of 26methb.pdf and the EDD rates page, not in the PDF itself; the annual amounts agree in two.',
      'The 2026 per-period rate tables: the weekly single table agrees in two transcriptions; the other eleven were read in one (each chains to the cent).',
    ],
    filings: [
      {
        label: 'Quarterly returns',
        value:
          'DE 9 (contribution return) and DE 9C (wage detail), due the last day of the month after each quarter',
        citation: 'California EDD, "Required Filings and Due Dates" (DE 9 and DE 9C)',
      },
    ],
    resources: [
      {
        label: 'California EDD, payroll taxes',
        href: 'https://edd.ca.gov/en/payroll_taxes/',
        description: 'DE 4, Method B, SDI, DE 9 and DE 9C',
      },
    ],
  },
  describePrograms(params) {
    return {
      'ca-sdi': { rate: params.sdiRate, wageBase: params.sdiWageBase },
    };
  },
  calculate(params, input, trace) {
    const regularTax = calculateMethodB(params, input, trace);
    const supplementalTax = applyFlatRate(
      input.supplementalWages,
      params.supplementalBonusRate.value,
    );
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
    const { tax: sdi } = calculateCappedContribution({
      rate: params.sdiRate.value,
      wagesBefore: input.wagesBefore,
      wagesThisPeriod: input.wages + input.supplementalWages,
      wageBase: params.sdiWageBase.value,
    });
    trace?.push(
      money(
        'state.ca.sdi',
        `California SDI withheld, ${formatPercentExact(params.sdiRate.value)} of all wages (no wage ceiling)`,
        sdi,
        `${params.sdiRate.citation}; ${params.sdiWageBase.citation}`,
      ),
    );
    return [
      { programId: 'ca-income-tax', amount: regularTax + supplementalTax },
      { programId: 'ca-sdi', amount: sdi },
    ];
  },
  describeRequirements(params) {
    const wageBase = params.sdiWageBase.value;
    return [
      {
        label: 'Income tax withholding',
        value: 'EDD Method B (exact calculation), allowances from Form DE 4',
        citation: params.rateTables.citation,
      },
      {
        label: 'State Disability Insurance (SDI)',
        value: `${formatPercentExact(params.sdiRate.value)} of all wages${wageBase === null ? ', no wage ceiling' : ` up to ${formatUsd(wageBase)}`}`,
        citation: `${params.sdiRate.citation}; ${params.sdiWageBase.citation}`,
      },
    ];
  },
});
