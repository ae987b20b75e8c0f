import type { ReactElement, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PayrollReport } from '@paylab/shared';
import { getShortMonthName } from '@paylab/shared/dates';
import { parseMoney } from '@paylab/shared/money';
import { formatCurrency } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';

const MIX_COLORS = ['#1d4ed8', '#0891b2', '#15803d', '#a16207', '#b91c1c', '#7c3aed'];

/** Dollars for chart geometry only; every figure a person reads is formatted from the exact string. */
const toChartNumber = (amount: string) => parseMoney(amount) / 100;
/** Ticks fall where the chart puts them (950, 2,850 ...): shortened, never rounded to another value. */
const AXIS_FORMAT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const formatAxis = (value: number) => AXIS_FORMAT.format(value);
const renderLegendText = (value: string) => (
  <span className="text-sm text-foreground">{value}</span>
);
const formatTooltip = (value: unknown) =>
  formatCurrency(typeof value === 'number' ? value.toFixed(2) : String(value));

/**
 * A chart in a titled card, described for screen readers by its summary and a table of its figures;
 * when the period has nothing to draw (`isEmpty`), `emptyText` stands where the chart would be.
 */
function ChartFigure({
  title,
  summary,
  table,
  isEmpty = false,
  emptyText,
  children,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactElement;
}) {
  return (
    <SectionCard title={title}>
      <figure>
        <div className="h-64" role="img" aria-label={summary}>
          {isEmpty ? (
            <p className="pt-20 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          )}
        </div>
        <figcaption className="sr-only">{summary}</figcaption>
        <div className="sr-only">{table}</div>
      </figure>
    </SectionCard>
  );
}

/** A chart's figures as text, for readers who cannot see the chart. */
function AmountList({ entries }: { entries: readonly { name: string; text: string }[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.name}>
          {entry.name}: {formatCurrency(entry.text)}
        </li>
      ))}
    </ul>
  );
}

/** Gross and net pay by month, the tax mix and department costs (loaded only when the Reports screen shows them). */
export default function ReportCharts({ report }: { report: PayrollReport }) {
  const year = report.monthly[0]?.month.slice(0, 4) ?? '';
  const months = report.monthly.map((entry) => ({
    name: getShortMonthName(Number(entry.month.slice(5, 7))),
    gross: toChartNumber(entry.grossPay),
    net: toChartNumber(entry.netPay),
    grossText: entry.grossPay,
    netText: entry.netPay,
  }));
  const taxes = report.taxes;
  const mix = [
    { name: 'Federal income tax', text: taxes.federalTax },
    { name: 'State income tax', text: taxes.stateTax },
    { name: 'Social Security', text: taxes.socialSecurityTax },
    { name: 'Medicare', text: taxes.medicareTax },
    { name: 'Additional Medicare', text: taxes.additionalMedicareTax },
    { name: 'State disability and leave', text: taxes.stateDisabilityAndLeave },
  ]
    .map((entry) => ({ ...entry, value: toChartNumber(entry.text) }))
    .filter((entry) => entry.value > 0);
  const departments = report.departments.map((entry) => ({
    name: entry.department,
    gross: toChartNumber(entry.grossPay),
    text: entry.grossPay,
  }));

  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <ChartFigure
        title={`Gross and net pay by month, ${year}`}
        summary={`Bar chart of gross and net pay for each month of ${year}, by pay date.`}
        table={
          <table>
            <caption>Gross and net pay by month, {year}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Gross pay</th>
                <th scope="col">Net pay</th>
              </tr>
            </thead>
            <tbody>
              {months.map((entry) => (
                <tr key={entry.name}>
                  <th scope="row">{entry.name}</th>
                  <td>{formatCurrency(entry.grossText)}</td>
                  <td>{formatCurrency(entry.netText)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <BarChart data={months} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={formatAxis} tick={{ fontSize: 12 }} width={56} />
          <Tooltip formatter={formatTooltip} />
          <Legend formatter={renderLegendText} />
          <Bar dataKey="gross" name="Gross pay" fill="#1d4ed8" />
          <Bar dataKey="net" name="Net pay" fill="#15803d" />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title="Tax mix"
        summary="Pie chart of the period's withholding by tax."
        table={<AmountList entries={mix} />}
        isEmpty={mix.length === 0}
        emptyText="No taxes withheld in this period."
      >
        <PieChart>
          <Pie
            data={mix}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={1}
          >
            {mix.map((entry, index) => (
              <Cell key={entry.name} fill={MIX_COLORS[index % MIX_COLORS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={formatTooltip} />
          <Legend formatter={renderLegendText} />
        </PieChart>
      </ChartFigure>
      <ChartFigure
        title="Department costs"
        summary="Bar chart of gross pay by department for the period."
        table={<AmountList entries={departments} />}
        isEmpty={departments.length === 0}
        emptyText="No payroll in this period."
      >
        <BarChart data={departments} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={formatAxis} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={formatTooltip} />
          <Bar dataKey="gross" name="Gross pay" fill="#7c3aed" />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
