import { TableSection } from '../../../components/table-section';
import { Td, Th } from '../../../components/ui/table';
import { formatDate, formatTimestampDate } from '../../../lib/format';
import { useRecentPayRuns } from '../api/get-pay-runs';
import { PAY_FREQUENCY_LABELS } from './payroll-labels';
import { MoneyCell } from '../../../components/money-cell';

/** The latest pay runs, so an administrator sees what has been paid. */
export function RecentPayRuns() {
  const runs = useRecentPayRuns();
  return (
    <TableSection
      id="recent-runs-title"
      title="Recent pay runs"
      level={2}
      className="mt-8"
      items={runs.data?.items ?? []}
      columns={
        <>
          <Th>Frequency</Th>
          <Th>Pay period</Th>
          <Th>Pay date</Th>
          <Th className="text-right">Employees</Th>
          <Th className="text-right">Gross</Th>
          <Th className="text-right">Net</Th>
          <Th>Run by</Th>
          <Th>Processed</Th>
        </>
      }
    >
      {(run) => (
        <tr key={run.id}>
          <Td>{PAY_FREQUENCY_LABELS[run.payFrequency]}</Td>
          <Td className="whitespace-nowrap">
            {formatDate(run.payPeriodStart)} – {formatDate(run.payPeriodEnd)}
          </Td>
          <Td className="whitespace-nowrap">{formatDate(run.payDate)}</Td>
          <Td className="text-right tabular-nums">{run.employeeCount.toLocaleString('en-US')}</Td>
          <MoneyCell amount={run.totalGrossPay} />
          <MoneyCell amount={run.totalNetPay} />
          <Td>{run.createdBy ?? '-'}</Td>
          <Td className="whitespace-nowrap">{formatTimestampDate(run.createdAt)}</Td>
        </tr>
      )}
    </TableSection>
  );
}
