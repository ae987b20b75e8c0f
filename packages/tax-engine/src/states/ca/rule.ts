import {
  divideRounded,
  formatPercent,
  formatPercentExact,
  formatUsd,
  type Cents,
} from '@paylab/shared/money';

import { calculateRowTaxScaled, findTableRow, SCALE } from '../../rules/shared/schedules';
import { count, money, type TraceSink } from '../../trace';
import { PAY_FREQUENCIES, type FilingStatus, type PayFrequency } from '../../types';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate, calculateCappedContribution } from '../shared/state-math';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD_B = 'EDD Method B - Exact Calculation Method';

/** EDD's three Table 5 schedules: DE 4 single and married-with-two-incomes both use "single". */
const CA_STATUSES = ['single', 'married', 'head-of-household'] as const;
type CaWithholdingStatus = (typeof CA_STATUSES)[number];

/**
 * Tables 1 and 3 have two columns: "low" is single, or married with 0 or 1 regular allowance;
 * "high" is married with 2 or more regular allowances, or head of household.
 */
const twoColumns = read.fields({ low: read.cents, high: read.cents });
/** Tables 2 and 4: index = number of allowances, 0 to 10. */
const byAllowances = read.inUnits(
  ['cents-by-allowances/period'],
  read.byKey(PAY_FREQUENCIES, read.list(read.cents)),
);

const CA_DATA = defineStateData(
  data,
  {
    lowIncomeExemption: read.byKey(PAY_FREQUENCIES, twoColumns),
    estimatedDeduction: byAllowances,
    standardDeduction: read.byKey(PAY_FREQUENCIES, twoColumns),
    exemptionAllowanceCredit: byAllowances,
    rateTables: read.byKey(PAY_FREQUENCIES, read.byKey(CA_STATUSES, read.table)),
    // The annual payroll period of Tables 1-5 (2025) and 1-7 (2026). The paycheck uses the
    // per-period tables; tests re-derive Tables 1-4 (and the 2025 Table 5) from these and check
    // that each printed 2026 rate table chains, to catch a mistyped figure.
    annualMethodB: read.fields({
      lowIncomeExemption: twoColumns,
      estimatedDeductionPerAllowance: read.cents,
      standardDeduction: twoColumns,
      exemptionAllowanceCreditPerAllowance: read.cents,
      rateTables: read.byKey(CA_STATUSES, read.table),
    }),
    supplementalBonusRate: read.rate,
    sdiRate: read.rate,
    sdiWageBase: read.nullable(read.cents),
  },
  { filingStatus: CA_STATUSES },
);

type CaParameters = ResolvedGroup<typeof CA_DATA.parameters>;

/** DE 4: filing status, line 1a regular allowances, line 1b estimated-deduction allowances. */
type CaCertificate = typeof CA_DATA.certificate.defaults;

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
  ...CA_DATA,
  certificate: {
    ...CA_DATA.certificate,
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
