import { divideRounded, formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import type { FederalTableStatus } from '../../parameters/us/irs/income-tax/percentage-method';
import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { count, money, note, rate, type TraceSink } from '../../trace';
import type { FilingStatus, FormW4Amounts } from '../../types';
import { calculateRowTaxScaled, findTableRow, SCALE } from '../shared/schedules';

/**
 * The Worksheet 1A of the Pub 15-T edition whose amounts are in force: Pub 15-T is reissued each
 * calendar year, so the edition is the year its line 1g amounts took effect.
 */
function nameWorksheet(params: TaxYearParameters['federal']): string {
  const edition = params.line1gAmount.effectiveFrom.slice(0, 4);
  return `IRS Pub 15-T (${edition}), section 1, Worksheet 1A (Employer's Withholding Worksheet for Percentage Method Tables for Automated Payroll Systems)`;
}

/** federal-2025 notes section 4: statuses the 2019-or-earlier W-4 did not offer use the single table, and say so. */
function nameStatusWithoutOldW4Table(filingStatus: FilingStatus): string | undefined {
  if (filingStatus === 'head-of-household') return 'Head of household';
  if (filingStatus === 'married-separate') return 'Married filing separately';
  return undefined;
}

export interface FederalIncomeTaxInput {
  /** Line 1a: taxable regular wages this period (supplemental wages are withheld separately). */
  wages: Cents;
  /** Line 1b. */
  periodsPerYear: number;
  filingStatus: FilingStatus;
  /** Present: a 2020-or-later Form W-4. Absent: the employee's fields act as a 2019-or-earlier W-4. */
  w4?: FormW4Amounts;
  /** Allowances of a 2019-or-earlier W-4 (line 1j). */
  allowances: number;
  /** Line 6 of a 2019-or-earlier W-4, used only without `w4`. */
  additionalWithholding: Cents;
}

export interface FederalIncomeTax {
  /** Line 3c: withholding on regular wages before the extra amount. */
  incomeTax: Cents;
  /** Line 4a: W-4 Step 4(c), or line 6 of an old W-4. */
  additionalWithholding: Cents;
  warnings: string[];
}

/** Step 1(c) of a 2020+ W-4: "Single or Married filing separately" share a table. */
function selectTableStatus(filingStatus: FilingStatus): FederalTableStatus {
  if (filingStatus === 'married-joint') return 'married-joint';
  if (filingStatus === 'head-of-household') return 'head-of-household';
  return 'single-or-married-separate';
}

/**
 * `values[status]` with each status spelled out: read by a key that changes from one paycheck to
 * the next, the property lookup falls to the engine's slowest, generic path.
 */
function readForStatus<T>(
  values: Readonly<Record<FederalTableStatus, T>>,
  status: FederalTableStatus,
): T {
  if (status === 'married-joint') return values['married-joint'];
  if (status === 'head-of-household') return values['head-of-household'];
  return values['single-or-married-separate'];
}

/**
 * Federal income tax withholding on regular wages by the Pub 15-T percentage method for automated
 * payroll systems (Worksheet 1A), for both Form W-4 generations. Carries every line exactly and
 * rounds line 3c once, half up, to the cent.
 */
export function calculateFederalIncomeTax(
  params: TaxYearParameters['federal'],
  input: FederalIncomeTaxInput,
  trace: TraceSink,
): FederalIncomeTax {
  const { wages, periodsPerYear: periods, filingStatus, w4 } = input;
  // Only the trace cites the worksheet.
  const worksheet = trace ? nameWorksheet(params) : '';
  const warnings: string[] = [];
  const annualWages = wages * periods;
  trace?.push(
    money(
      'federal.worksheet-1a.1a',
      'Line 1a: taxable wages this pay period',
      wages,
      `${worksheet}, line 1a`,
    ),
  );
  trace?.push(
    count(
      'federal.worksheet-1a.1b',
      'Line 1b: pay periods per year',
      periods,
      `${worksheet}, line 1b`,
    ),
  );
  trace?.push(
    money(
      'federal.worksheet-1a.1c',
      `Line 1c: annual wage amount (${formatUsd(wages)} x ${periods})`,
      annualWages,
      `${worksheet}, line 1c`,
    ),
  );

  let adjustedAnnualWages: Cents;
  let tableStatus: FederalTableStatus;
  let credits: Cents;
  let extra: Cents;
  let useCheckboxTables = false;

  if (w4) {
    const line1e = annualWages + w4.otherIncome;
    const line1g = w4.step2Checkbox
      ? 0
      : readForStatus(params.line1gAmount.value, selectTableStatus(filingStatus));
    const line1h = w4.deductions + line1g;
    adjustedAnnualWages = Math.max(0, line1e - line1h);
    tableStatus = selectTableStatus(filingStatus);
    credits = w4.dependentsAmount;
    extra = w4.extraWithholding;
    useCheckboxTables = w4.step2Checkbox;
    trace?.push(
      money(
        'federal.worksheet-1a.1d',
        'Line 1d: Form W-4 Step 4(a) other income',
        w4.otherIncome,
        `${worksheet}, line 1d`,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1e',
        'Line 1e: line 1c plus line 1d',
        line1e,
        `${worksheet}, line 1e`,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1f',
        'Line 1f: Form W-4 Step 4(b) deductions',
        w4.deductions,
        `${worksheet}, line 1f`,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1g',
        w4.step2Checkbox
          ? 'Line 1g: Step 2 box checked, so 0'
          : `Line 1g: Step 2 box not checked (${filingStatus === 'married-joint' ? 'married filing jointly' : 'any other status'})`,
        line1g,
        w4.step2Checkbox ? `${worksheet}, line 1g` : params.line1gAmount.citation,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1h',
        'Line 1h: line 1f plus line 1g',
        line1h,
        `${worksheet}, line 1h`,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1i',
        'Line 1i: adjusted annual wage amount (line 1e minus line 1h, not below 0)',
        adjustedAnnualWages,
        `${worksheet}, line 1i`,
      ),
    );
  } else {
    const line1k = input.allowances * params.line1kAllowance.value;
    adjustedAnnualWages = Math.max(0, annualWages - line1k);
    // A 2019-or-earlier W-4 offered only single and married (Pub 15-T Worksheet 1A, Step 2): every
    // status but married-joint withholds from the single table.
    tableStatus = filingStatus === 'married-joint' ? 'married-joint' : 'single-or-married-separate';
    credits = 0;
    extra = input.additionalWithholding;
    const statusWithoutOldTable = nameStatusWithoutOldW4Table(filingStatus);
    if (statusWithoutOldTable) {
      warnings.push(
        `${statusWithoutOldTable} has no table for a 2019-or-earlier Form W-4: federal withholding uses the single table`,
      );
    }
    trace?.push(
      count(
        'federal.worksheet-1a.1j',
        'Line 1j: allowances on the 2019-or-earlier Form W-4',
        input.allowances,
        `${worksheet}, line 1j`,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1k',
        `Line 1k: ${input.allowances} x ${formatUsd(params.line1kAllowance.value)}`,
        line1k,
        params.line1kAllowance.citation,
      ),
    );
    trace?.push(
      money(
        'federal.worksheet-1a.1l',
        'Line 1l: adjusted annual wage amount (line 1c minus line 1k, not below 0)',
        adjustedAnnualWages,
        `${worksheet}, line 1l`,
      ),
    );
  }

  const tables = useCheckboxTables ? params.checkboxTables : params.standardTables;
  const row = findTableRow(readForStatus(tables.value, tableStatus), adjustedAnnualWages);
  const excess = adjustedAnnualWages - row.excessOver;
  const annualTaxScaled = calculateRowTaxScaled(row, adjustedAnnualWages);
  const line3cScaled = annualTaxScaled - credits * SCALE;
  const incomeTax = line3cScaled > 0 ? divideRounded(line3cScaled, SCALE * periods) : 0;

  if (trace) {
    const tableName = `${useCheckboxTables ? 'Step 2 checkbox' : 'STANDARD'} table, ${tableStatus.replaceAll('-', ' ')}`;
    trace.push(
      money(
        'federal.worksheet-1a.2a',
        'Line 2a: adjusted annual wage amount',
        adjustedAnnualWages,
        `${worksheet}, line 2a`,
      ),
      money(
        'federal.worksheet-1a.2b',
        `Line 2b: column A of the ${tableName} row`,
        row.atLeast,
        tables.citation,
      ),
      money(
        'federal.worksheet-1a.2c',
        'Line 2c: column C, tentative amount',
        row.baseTax,
        tables.citation,
      ),
      rate(
        'federal.worksheet-1a.2d',
        `Line 2d: column D, ${formatPercent(row.rate)}`,
        row.rate,
        tables.citation,
      ),
      money(
        'federal.worksheet-1a.2e',
        'Line 2e: line 2a minus line 2b',
        excess,
        `${worksheet}, line 2e`,
      ),
      money(
        'federal.worksheet-1a.2f',
        'Line 2f: line 2e x line 2d (shown rounded; carried exactly)',
        divideRounded(row.rate * excess, SCALE),
        `${worksheet}, line 2f`,
      ),
      money(
        'federal.worksheet-1a.2g',
        'Line 2g: line 2c plus line 2f (shown rounded; carried exactly)',
        divideRounded(annualTaxScaled, SCALE),
        `${worksheet}, line 2g`,
      ),
      money(
        'federal.worksheet-1a.2h',
        `Line 2h: tentative withholding amount, line 2g / ${periods} (shown rounded; carried exactly)`,
        divideRounded(annualTaxScaled, SCALE * periods),
        `${worksheet}, line 2h`,
      ),
      money(
        'federal.worksheet-1a.3a',
        w4 ? 'Line 3a: Form W-4 Step 3 credits' : 'Line 3a: 0 (no Step 3 on a 2019-or-earlier W-4)',
        credits,
        `${worksheet}, line 3a`,
      ),
      money(
        'federal.worksheet-1a.3b',
        `Line 3b: line 3a / ${periods} (shown rounded; carried exactly)`,
        divideRounded(credits, periods),
        `${worksheet}, line 3b`,
      ),
      money(
        'federal.worksheet-1a.3c',
        line3cScaled > 0
          ? 'Line 3c: line 2h minus line 3b, rounded half up to the cent'
          : 'Line 3c: credits cover the tentative amount, so 0',
        incomeTax,
        `${worksheet}, line 3c; rounding: Pub 15-T "Rounding" allows rounding the tax for the pay period`,
      ),
      money(
        'federal.worksheet-1a.4a',
        w4
          ? 'Line 4a: Form W-4 Step 4(c) extra withholding'
          : 'Line 4a: additional amount (line 6 of the 2019-or-earlier W-4)',
        extra,
        `${worksheet}, line 4a`,
      ),
      money(
        'federal.worksheet-1a.4b',
        'Line 4b: line 3c plus line 4a, withholding on regular wages',
        incomeTax + extra,
        `${worksheet}, line 4b`,
      ),
    );
    for (const warning of warnings)
      trace.push(
        note(
          'federal.worksheet-1a.note',
          warning,
          `${worksheet}, Step 2 (2019-or-earlier W-4: single or married tables only)`,
        ),
      );
  }

  return { incomeTax, additionalWithholding: extra, warnings };
}
