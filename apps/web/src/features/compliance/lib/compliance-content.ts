import type { QuarterlyTaxReport, TaxYearCoverageWire } from '@paylab/shared';
import { formatRate, formatUsd, parseMoney, type RatePpm } from '@paylab/shared/money';
import { MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';
import {
  describeStateRequirements,
  listJurisdictionCoverage,
  listStateRules,
  resolveIncomeTaxRateSchedules,
  resolvePayrollTaxRates,
} from '@paylab/tax-engine';
import {
  calculateFailureToFilePenalty,
  countMonthsLate,
  getComplianceItemStatus,
  getFilingDeadlinesAround,
  isQuarterlyReportLate,
  resolveFormLayouts,
  type ComplianceItemStatus,
  type FilingDeadline,
} from '@paylab/tax-engine/forms';

/*
 * Everything the Compliance Center states, built from the tax engine's dated, cited parameters so
 * the page can never disagree with the paychecks and forms. Texts without an engine parameter
 * (which state form to file) carry their own citation.
 */

export interface CitedLine {
  label: string;
  value: string;
  citation: string;
}

/**
 * The spec's four states (section 4), plus two for what PayLab cannot call completed: 'passed' (a
 * date gone by for a filing PayLab keeps no record of) and 'no-payroll' (a 941 whose quarter had no
 * paychecks, so Tax Forms holds no return for it).
 */
export type DeadlineStatus = ComplianceItemStatus | 'passed' | 'no-payroll';

/** What Tax Forms holds for a quarter's Form 941 (GET /api/quarterly-tax/year/{year}). */
export type QuarterlyFiling = Pick<
  QuarterlyTaxReport,
  'taxYear' | 'quarter' | 'filedDate' | 'lines'
>;

/** The failure-to-file estimate of a late 941 (26 U.S.C. 6651(a)(1)), in cents. */
export interface LateFilingPenalty {
  amount: number;
  /** Months or parts of a month late, at most 5 (25%). */
  monthsLate: number;
  /** Line 14, the balance due the estimate is taken on. */
  balanceDue: number;
  /** Line 13 as recorded: deposits are entered only when the return is marked filed. */
  deposits: number;
}

export interface DeadlineItem extends FilingDeadline {
  status: DeadlineStatus;
  /** Form 941 only: the date the return was marked filed on Tax Forms, or null while unfiled. */
  filedDate?: string | null;
  /** Form 941 only: the estimate when the return is, or was, filed late. */
  penalty?: LateFilingPenalty | null;
}

export interface ResourceLink {
  label: string;
  href: string;
  description: string;
}

/** The tax years whose filings the deadlines around `today` report on (getFilingDeadlinesAround). */
export function getDeadlineTaxYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year];
}

function toLatePenalty(
  filing: QuarterlyFiling,
  dueDate: string,
  filedOrToday: string,
): LateFilingPenalty | null {
  const monthsLate = countMonthsLate(dueDate, filedOrToday);
  if (monthsLate === 0) return null;
  const balanceDue = parseMoney(filing.lines.line14);
  return {
    amount: calculateFailureToFilePenalty(balanceDue, dueDate, filedOrToday),
    monthsLate,
    balanceDue,
    deposits: parseMoney(filing.lines.line13),
  };
}

/** A 941 deadline's state from its filing record: completed only once the return is marked filed. */
function toForm941Item(
  item: FilingDeadline,
  filing: QuarterlyFiling | undefined,
  today: string,
): DeadlineItem {
  const byDate = getComplianceItemStatus(item, today);
  if (!filing) return { ...item, status: byDate === 'completed' ? 'no-payroll' : byDate };
  if (filing.filedDate) {
    return {
      ...item,
      status: 'completed',
      filedDate: filing.filedDate,
      penalty: toLatePenalty(filing, item.dueDate, filing.filedDate),
    };
  }
  if (isQuarterlyReportLate({ dueDate: item.dueDate, filedDate: null }, today)) {
    return {
      ...item,
      status: 'overdue',
      filedDate: null,
      penalty: toLatePenalty(filing, item.dueDate, today),
    };
  }
  // Past the due date but still timely (a due date on a weekend or holiday moves to the next
  // business day): still the current item, not completed.
  return {
    ...item,
    status: byDate === 'completed' ? 'current' : byDate,
    filedDate: null,
    penalty: null,
  };
}

/**
 * The federal deadlines of the last 90 days and the year ahead, with their state on `today` (spec
 * section 4). A Form 941 takes its state from the same filing records as Tax Forms (issue 27, item
 * 10; ADR 0035): completed only when marked filed, overdue with its failure-to-file estimate when late.
 * PayLab keeps no filing record of the others, so a date gone by reads 'passed', never 'completed'.
 */
export function getDeadlineItems(
  today: string,
  filings: readonly QuarterlyFiling[],
): DeadlineItem[] {
  return getFilingDeadlinesAround(today).map((item) => {
    if (item.quarter !== undefined) {
      const filing = filings.find(
        (entry) => entry.taxYear === item.taxYear && entry.quarter === item.quarter,
      );
      return toForm941Item(item, filing, today);
    }
    const status = getComplianceItemStatus(item, today);
    return { ...item, status: status === 'completed' ? 'passed' : status };
  });
}

/**
 * A rate as a percentage with two decimals (spec section 9), or more where two would misstate it:
 * NY PFL is 0.388%, not 0.39%.
 */
export function formatPercent(rate: RatePpm): string {
  const hundredths = rate * 100;
  const decimals = hundredths % 10_000 === 0 ? 2 : hundredths % 1_000 === 0 ? 3 : 4;
  return `${formatRate(hundredths, decimals)}%`;
}

function formatBracketRange(from: number, to: number | null): string {
  return to === null ? `${formatUsd(from)}+` : `${formatUsd(from)} – ${formatUsd(to)}`;
}

/**
 * Spec section 2, for the tax year of `date` (a day of the chosen year): SS, Medicare, Additional
 * Medicare, the wage base, the threshold and the first four single brackets.
 */
export function getFederalRateReference(date: string): CitedLine[] {
  const RATES = resolvePayrollTaxRates(date);
  const brackets = resolveIncomeTaxRateSchedules(date).brackets;
  return [
    {
      label: 'Social Security (employee and employer each)',
      value: formatPercent(RATES.socialSecurityRate.value),
      citation: RATES.socialSecurityRate.citation,
    },
    {
      label: 'Medicare (employee and employer each)',
      value: formatPercent(RATES.medicareRate.value),
      citation: RATES.medicareRate.citation,
    },
    {
      label: 'Additional Medicare (employee only)',
      value: formatPercent(RATES.additionalMedicareRate.value),
      citation: RATES.additionalMedicareRate.citation,
    },
    {
      label: 'Social Security wage base',
      value: formatUsd(RATES.socialSecurityWageBase.value),
      citation: RATES.socialSecurityWageBase.citation,
    },
    {
      label: 'Additional Medicare threshold',
      value: formatUsd(RATES.additionalMedicareThreshold.value),
      citation: RATES.additionalMedicareThreshold.citation,
    },
    ...brackets.value.single.slice(0, 4).map((bracket) => ({
      label: `Single bracket ${formatPercent(bracket.rate)}`,
      value: formatBracketRange(bracket.from, bracket.to),
      citation: brackets.citation,
    })),
  ];
}

/** "(up from $176,100 in 2025)" when PayLab holds the year before's value, else nothing. */
function describeRise(year: number, pick: (date: string) => number): string {
  if (!MODELLED_TAX_YEARS.includes(year - 1)) return '';
  return ` (up from ${formatUsd(pick(`${year - 1}-12-31`))} in ${year - 1})`;
}

/**
 * The jurisdictions that carry an earlier year's values into `coverage`'s year: their paychecks
 * apply those values and say so (ADR 0046).
 */
export function listCarriedForward(
  coverage: TaxYearCoverageWire,
): { name: string; valuesYear: number }[] {
  return listJurisdictionCoverage(coverage).flatMap(({ name, status, valuesYear }) =>
    status === 'carried-forward' && valuesYear !== null ? [{ name, valuesYear }] : [],
  );
}

/**
 * What changed for the tax year of `date` that payroll has to get right. With the year's coverage
 * (GET /api/tax/years), a FUTA credit reduction list carried from an earlier year says so.
 */
export function getYearUpdates(date: string, coverage?: TaxYearCoverageWire): CitedLine[] {
  const year = Number(date.slice(0, 4));
  const RATES = resolvePayrollTaxRates(date);
  const standard = resolveIncomeTaxRateSchedules(date).standardDeductions;
  const reductions = Object.entries(RATES.futaCreditReduction.value)
    .map(([state, rate]) => `${state} ${formatPercent(rate)}`)
    .join(', ');
  const form940 = coverage?.form940;
  const reductionsCarried =
    form940?.status === 'carried-forward'
      ? ` (the ${form940.valuesYear} list: the Department of Labor names the ${year} states in November)`
      : '';
  const layouts = resolveFormLayouts(year);
  return [
    {
      label: 'Social Security wage base',
      value: `${formatUsd(RATES.socialSecurityWageBase.value)}${describeRise(year, (end) => resolvePayrollTaxRates(end).socialSecurityWageBase.value)}`,
      citation: RATES.socialSecurityWageBase.citation,
    },
    {
      label: 'Standard deduction in the withholding tables',
      value: `${formatUsd(standard.value.single)} single, ${formatUsd(standard.value['married-joint'])} married filing jointly, ${formatUsd(standard.value['head-of-household'])} head of household`,
      citation: standard.citation,
    },
    {
      label: 'Supplemental wages (bonuses)',
      value: `${formatPercent(RATES.supplementalFlatRate.value)} flat, ${formatPercent(RATES.supplementalMandatoryRate.value)} above ${formatUsd(RATES.supplementalMandatoryThreshold.value)} in the year`,
      citation: `${RATES.supplementalFlatRate.citation}; ${RATES.supplementalMandatoryRate.citation}`,
    },
    {
      label: 'FUTA credit reduction states',
      value: `${reductions}${reductionsCarried}`,
      citation: RATES.futaCreditReduction.citation,
    },
    // Each state program's rate and cap, as its rule states them.
    ...listStateRules().flatMap((rule) =>
      describeStateRequirements(rule, date)
        .filter((line) => line.label !== 'Income tax withholding')
        .map((line) => ({ ...line, label: `${rule.name}: ${line.label}` })),
    ),
    { label: `Forms W-2 for ${year}`, value: layouts.w2.changes, citation: layouts.citations.w2 },
    ...(layouts.form941.changes
      ? [
          {
            label: `Form 941 for ${year}`,
            value: layouts.form941.changes,
            citation: layouts.citations.form941,
          },
        ]
      : []),
    // A year whose Form 940 PayLab does not hold prints the latest earlier one, whose changes are
    // that year's news, not this one's.
    ...(layouts.form940.changes && layouts.editionYears.form940 === year
      ? [
          {
            label: `Form 940 for ${year}`,
            value: layouts.form940.changes,
            citation: layouts.citations.form940,
          },
        ]
      : []),
  ];
}

export const RESOURCE_LINKS: ResourceLink[] = [
  {
    label: 'IRS Publication 15 (Circular E), Employer’s Tax Guide',
    href: 'https://www.irs.gov/publications/p15',
    description: 'Deposits, FICA, FUTA and filing rules',
  },
  {
    label: 'IRS Publication 15-T, Federal Income Tax Withholding Methods',
    href: 'https://www.irs.gov/publications/p15t',
    description: 'Percentage method tables and Worksheet 1A',
  },
  {
    label: 'Instructions for Form 941',
    href: 'https://www.irs.gov/instructions/i941',
    description: 'Employer’s quarterly federal tax return, line by line',
  },
  {
    label: 'Instructions for Form 940',
    href: 'https://www.irs.gov/instructions/i940',
    description: 'Annual FUTA return and Schedule A',
  },
  {
    label: 'General Instructions for Forms W-2 and W-3',
    href: 'https://www.irs.gov/instructions/iw2w3',
    description: 'Box-by-box W-2 and W-3 rules',
  },
  {
    label: 'SSA Business Services Online',
    href: 'https://www.ssa.gov/bso/bsowelcome.htm',
    description: 'File W-2s and the W-3 electronically',
  },
  ...listStateRules().flatMap((rule) => rule.compliance.resources ?? []),
];
