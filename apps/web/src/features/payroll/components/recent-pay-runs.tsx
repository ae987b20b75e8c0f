import { Table, Td, Th } from '../../../components/ui/table';
import { formatDate, formatTimestampDate } from '../../../lib/format';
import { useRecentPayRuns } from '../api/get-pay-runs';
import { PAY_FREQUENCY_LABELS } from './payroll-labels';
import { MoneyCell } from '../../../components/money-cell';

/** The latest pay runs, so an administrator sees what has been paid. */
export function RecentPayRuns() {
  const runs = useRecentPayRuns();
  if (!runs.data || runs.data.items.length === 0) return null;
  return (
    <section aria-labelledby="recent-runs-title" className="mt-8">
      <h2 id="recent-runs-title" className="mb-2 text-lg font-semibold">
        Recent pay runs
      </h2>
      <Table aria-labelledby="recent-runs-title">
        <thead>
          <tr>
            <Th>Frequency</Th>
            <Th>Pay period</Th>
            <Th>Pay date</Th>
            <Th className="text-right">Employees</Th>
            <Th className="text-right">Gross</Th>
            <Th className="text-right">Net</Th>
            <Th>Run by</Th>
            <Th>Processed</Th>
          </tr>
        </thead>
        <tbody>
          {runs.data.items.map((run) => (
            <tr key={run.id}>
              <Td>{PAY_FREQUENCY_LABELS[run.payFrequency]}</Td>
              <Td className="whitespace-nowrap">
                {formatDate(run.payPeriodStart)} – {formatDate(run.payPeriodEnd)}
              </Td>
              <Td className="whitespace-nowrap">{formatDate(run.payDate)}</Td>
              <Td className="text-right tabular-nums">
                {run.employeeCount.toLocaleString('en-US')}
              </Td>
              <MoneyCell amount={run.totalGrossPay} />
              <MoneyCell amount={run.totalNetPay} />
              <Td>{run.createdBy ?? '-'}</Td>
              <Td className="whitespace-nowrap">{formatTimestampDate(run.createdAt)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
