import type { ReactNode } from 'react';
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
import { parseMoney } from '@paylab/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCurrency } from '../../../lib/format';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
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

function ChartFigure({
  title,
  summary,
  children,
  table,
}: {
  title: string;
  summary: string;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure>
          <div className="h-64" role="img" aria-label={summary}>
            {children}
          </div>
          <figcaption className="sr-only">{summary}</figcaption>
          <div className="sr-only">{table}</div>
        </figure>
      </CardContent>
    </Card>
  );
}

/** Gross and net by month, the tax mix and department costs (loaded only when the Reports screen shows them). */
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

/** Stands where a chart would be when the period has nothing to draw. */
function NoChartData({ children }: { children: string }) {
  return <p className="pt-20 text-center text-sm text-muted-foreground">{children}</p>;
}

export default function ReportCharts({ report }: { report: PayrollReport }) {
  const year = report.monthly[0]?.month.slice(0, 4) ?? '';
  const months = report.monthly.map((entry) => ({
    name: MONTH_NAMES[Number(entry.month.slice(5, 7)) - 1]!,
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
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={formatAxis} tick={{ fontSize: 12 }} width={56} />
            <Tooltip formatter={formatTooltip} />
            <Legend formatter={renderLegendText} />
            <Bar dataKey="gross" name="Gross pay" fill="#1d4ed8" />
            <Bar dataKey="net" name="Net pay" fill="#15803d" />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Tax mix"
        summary="Pie chart of the period's withholding by tax."
        table={<AmountList entries={mix} />}
      >
        {mix.length ? (
          <ResponsiveContainer width="100%" height="100%">
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
          </ResponsiveContainer>
        ) : (
          <NoChartData>No taxes withheld in this period.</NoChartData>
        )}
      </ChartFigure>
      <ChartFigure
        title="Department costs"
        summary="Bar chart of gross pay by department for the period."
        table={<AmountList entries={departments} />}
      >
        {departments.length ? (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={departments} layout="vertical" margin={{ left: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={formatAxis} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
              <Tooltip formatter={formatTooltip} />
              <Bar dataKey="gross" name="Gross pay" fill="#7c3aed" />
            </BarChart>
          </ResponsiveContainer>
        ) : (
          <NoChartData>No payroll in this period.</NoChartData>
        )}
      </ChartFigure>
    </div>
  );
}
