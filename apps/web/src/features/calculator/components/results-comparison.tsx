import { AlertTriangle } from 'lucide-react';
import { Fragment } from 'react';
import { formatUsd, parseMoney, type Cents } from '@paylab/shared/money';
import { RULE_SET_DESCRIPTIONS, RULE_SET_LABELS } from '@paylab/shared/labels';
import type { TaxCalculationResult } from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS, RULE_SETS, type RuleSet } from '@paylab/tax-engine';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/section-card';
import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import type { RuleSetResults } from '../lib/calculate-both-rule-sets';

export { RULE_SET_DESCRIPTIONS, RULE_SET_LABELS };

interface Row {
  key: string;
  label: string;
  read: (result: TaxCalculationResult) => Cents;
  isTotal?: boolean;
  /** Said under the label: a limit's cut. */
  note?: string;
  /** A heading row opens a group of lines (only with deductions, so the plain table is unchanged). */
  heading?: string;
}

type EmployeeField = {
  [K in keyof TaxCalculationResult]: TaxCalculationResult[K] extends string ? K : never;
}[keyof TaxCalculationResult];
type EmployerField = keyof TaxCalculationResult['employer'];

/** A row for one of the employee-side amounts; its key (the row's data-row) is the field's name. */
function toEmployeeRow(field: EmployeeField, label: string, isTotal?: boolean): Row {
  return { key: field, label, read: (r) => parseMoney(r[field]), isTotal };
}

function toEmployerRow(field: EmployerField, label: string): Row {
  return { key: `employer.${field}`, label, read: (r) => parseMoney(r.employer[field]) };
}

/** The state line kinds the stateIncomeTax, stateDisabilityTax and statePaidFamilyLeave rows sum. */
const SUMMED_ELSEWHERE = ['income-tax', 'local-income-tax', 'disability', 'family-leave'];

const TAX_ROWS: Row[] = [
  toEmployeeRow('federalIncomeTax', 'Federal income tax'),
  toEmployeeRow('additionalWithholding', 'Additional federal withholding'),
  toEmployeeRow('socialSecurityTax', 'Social Security'),
  toEmployeeRow('medicareTax', 'Medicare'),
  toEmployeeRow('additionalMedicareTax', 'Additional Medicare'),
  toEmployeeRow('stateIncomeTax', 'State income tax'),
  toEmployeeRow('stateDisabilityTax', 'State disability insurance'),
  toEmployeeRow('statePaidFamilyLeave', 'State paid family leave'),
  {
    // Kinds no field of its own sums (unemployment, long-term care, transit), so the rows add up.
    key: 'stateOtherTaxes',
    label: 'Other state contributions',
    read: (result) =>
      result.stateLines
        .filter((line) => SUMMED_ELSEWHERE.every((kind) => kind !== line.kind))
        .reduce((total, line) => total + parseMoney(line.amount), 0),
  },
];

const TOTAL_ROWS: Row[] = [
  toEmployeeRow('totalDeductions', 'Total deductions', true),
  toEmployeeRow('netPay', 'Net pay', true),
];

type TaxableWagesField = keyof TaxCalculationResult['taxableWages'];

/** Each tax's own base (ADR 0045), in the W-2's words. */
const TAXABLE_WAGES_ROWS: Row[] = (
  [
    ['federalIncomeTax', 'Federal income tax wages (W-2 box 1)'],
    ['socialSecurity', 'Social security wages (W-2 box 3)'],
    ['medicare', 'Medicare wages (W-2 box 5)'],
    ['futa', 'FUTA wages'],
    ['state', 'State wages'],
  ] as const satisfies readonly (readonly [TaxableWagesField, string])[]
).map(([field, label]) => ({
  key: `taxableWages.${field}`,
  label,
  read: (result) => parseMoney(result.taxableWages[field]),
}));

/**
 * One row per deduction line, read by its place in the list: both rule sets take the same
 * elections under the same limits (ADR 0045), so their lines pair up.
 */
function toDeductionRows(lines: TaxCalculationResult['deductions'], isPreTax: boolean): Row[] {
  return lines.flatMap((line, index) =>
    line.preTax === isPreTax
      ? [
          {
            key: `deductions.${index}`,
            label: DEDUCTION_TYPE_LABELS[line.type],
            read: (result: TaxCalculationResult) =>
              parseMoney(result.deductions[index]?.amount ?? '0'),
            note: line.limitedFrom
              ? `Elected ${formatUsd(parseMoney(line.limitedFrom))}, cut to its limit`
              : undefined,
          },
        ]
      : [],
  );
}

/** The rows of a paycheck with deductions in the order they apply: gross, pre-tax, bases, taxes, after tax. */
function withDeductionRows(lines: TaxCalculationResult['deductions']): Row[] {
  const withHeading = (rows: Row[], heading: string) =>
    rows.map((row, index) => (index === 0 ? { ...row, heading } : row));
  return [
    ...withHeading(toDeductionRows(lines, true), 'Pre-tax deductions'),
    ...withHeading(TAXABLE_WAGES_ROWS, 'Taxable wages'),
    ...withHeading(TAX_ROWS, 'Taxes withheld'),
    ...withHeading(toDeductionRows(lines, false), 'After-tax deductions'),
  ];
}

const EMPLOYER_ROWS: Row[] = [
  toEmployerRow('socialSecurityTax', 'Employer Social Security'),
  toEmployerRow('medicareTax', 'Employer Medicare'),
  toEmployerRow('futaTax', 'FUTA'),
  toEmployerRow('sutaTax', 'SUTA'),
];

/** Employer taxes of one paycheck: the four amounts the employer pays on top of wages. */
export function sumEmployerTaxes(result: TaxCalculationResult): Cents {
  return EMPLOYER_ROWS.reduce((total, row) => total + row.read(result), 0);
}

function formatDifference(cents: Cents): string {
  if (cents === 0) return '—';
  return `${cents > 0 ? '+' : '-'}${formatUsd(Math.abs(cents))}`;
}

interface ResultsComparisonProps {
  results: RuleSetResults;
  /** All wages this period: regular, overtime and bonus. */
  wages: Cents;
  companyRuleSet: RuleSet;
}

/** Both rule sets side by side (architecture, departure 5), rows that differ highlighted. */
export function ResultsComparison({ results, wages, companyRuleSet }: ResultsComparisonProps) {
  const [official, simplified] = RULE_SETS;
  const lines = results[official].deductions;
  const rows: Row[] = [
    { key: 'wages', label: 'Gross pay (with bonus)', read: () => wages, isTotal: true },
    ...(lines.length > 0 ? withDeductionRows(lines) : TAX_ROWS),
    ...TOTAL_ROWS,
    ...EMPLOYER_ROWS,
    {
      key: 'employerCost',
      label: 'Employer cost (wages plus employer taxes)',
      read: (r) => wages + sumEmployerTaxes(r),
      isTotal: true,
    },
  ];
  const differingCount = rows.filter(
    (row) => row.read(results[official]) !== row.read(results[simplified]),
  ).length;

  return (
    <SectionCard
      title="Both rule sets side by side"
      titleProps={{ id: 'comparison-title' }}
      description={
        <>
          {differingCount === 0
            ? 'The two rule sets agree on every line.'
            : `${differingCount} ${differingCount === 1 ? 'line differs' : 'lines differ'}; they are highlighted.`}{' '}
          The difference is spec-simplified minus official.
          {lines.length > 0
            ? ' Taxable wages are each tax’s base this paycheck, before an annual wage base caps it.'
            : null}
        </>
      }
    >
      <Table
        aria-labelledby="comparison-title"
        scrollHint="Scroll the table sideways to see the difference column."
      >
        <thead>
          <tr>
            <Th>Line</Th>
            {RULE_SETS.map((ruleSet) => (
              <Th key={ruleSet} className="text-right" data-rule-set={ruleSet}>
                <span className="block">{RULE_SET_LABELS[ruleSet]}</span>
                {ruleSet === companyRuleSet ? (
                  <Badge variant="success">Company setting</Badge>
                ) : null}
              </Th>
            ))}
            <Th className="text-right">Difference</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const officialAmount = row.read(results[official]);
            const simplifiedAmount = row.read(results[simplified]);
            const isDifferent = officialAmount !== simplifiedAmount;
            const isEmployerStart = row.key === EMPLOYER_ROWS[0]!.key;
            return (
              <Fragment key={row.key}>
                {row.heading ? (
                  <tr data-group={row.heading}>
                    <th
                      scope="rowgroup"
                      colSpan={4}
                      className="border-b border-border bg-muted px-3 pt-3 pb-1.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                    >
                      {row.heading}
                    </th>
                  </tr>
                ) : null}
                <tr
                  data-row={row.key}
                  data-differs={isDifferent ? 'true' : 'false'}
                  className={cn(
                    isDifferent && 'bg-warning-soft',
                    isEmployerStart && index > 0 && '[&>td]:border-t-2',
                  )}
                >
                  <Td className={cn(row.isTotal && 'font-semibold')}>
                    {row.label}
                    {isDifferent ? <span className="sr-only"> (differs)</span> : null}
                    {row.note ? (
                      <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-warning">
                        <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
                        {row.note}
                      </span>
                    ) : null}
                  </Td>
                  {RULE_SETS.map((ruleSet) => (
                    <Td
                      key={ruleSet}
                      className={cn('text-right tabular-nums', row.isTotal && 'font-semibold')}
                      data-rule-set={ruleSet}
                    >
                      {formatUsd(row.read(results[ruleSet]))}
                    </Td>
                  ))}
                  <Td
                    className={cn(
                      'text-right tabular-nums',
                      isDifferent && 'font-semibold text-warning',
                    )}
                  >
                    {formatDifference(simplifiedAmount - officialAmount)}
                  </Td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </Table>
      <Warnings results={results} />
    </SectionCard>
  );
}

function Warnings({ results }: { results: RuleSetResults }) {
  const items = RULE_SETS.flatMap((ruleSet) =>
    results[ruleSet].warnings.map((warning) => ({ ruleSet, warning })),
  );
  if (items.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-2" aria-label="Warnings">
      {items.map(({ ruleSet, warning }) => (
        <li
          key={`${ruleSet}-${warning}`}
          className="flex items-start gap-2 rounded-md bg-warning-soft p-2 text-sm text-warning"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{RULE_SET_LABELS[ruleSet]}:</span> {warning}
          </span>
        </li>
      ))}
    </ul>
  );
}
