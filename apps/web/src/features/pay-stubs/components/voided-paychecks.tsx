import { formatMoney, parseMoney } from '@paylab/shared/money';
import { ListPager } from '../../../components/list-pager';
import { SectionCard } from '../../../components/section-card';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatDate, formatTimestampDate } from '../../../lib/format';
import { useVoidedPaychecks, VOIDED_PAGE_SIZE } from '../api/void-paycheck';
import { usePager } from '../../../hooks/use-pager';
import { MoneyCell } from '../../../components/money-cell';

export const VOIDED_HEADING_ID = 'voided-paychecks-heading';

/**
 * Paychecks taken back, with who voided them and why; nothing at all until one is voided. Keyed by
 * the employee filter where it is used, so a new filter starts again at page 1.
 */
export function VoidedPaychecks({ employeeId }: { employeeId?: string }) {
  const pager = usePager(VOIDED_PAGE_SIZE);
  const voided = useVoidedPaychecks({ employeeId, page: pager.page });
  const data = voided.data;
  if (!data || data.total === 0) return null;
  return (
    <SectionCard
      title="Voided Paychecks"
      titleProps={{ id: VOIDED_HEADING_ID, tabIndex: -1 }}
      description="Taken back before they were filed: they count in no total, year to date or form."
      className="mt-6"
    >
      <Table aria-labelledby={VOIDED_HEADING_ID}>
        <thead>
          <tr>
            <Th>Employee</Th>
            <Th>Pay Date</Th>
            <Th className="text-right">Gross</Th>
            <Th className="text-right">Net</Th>
            <Th>Reason</Th>
            <Th>Voided</Th>
          </tr>
        </thead>
        <tbody className={voided.isPlaceholderData ? 'opacity-60' : undefined}>
          {data.items.map((check) => (
            <tr key={check.id}>
              <Td>
                <p className="font-medium">
                  {check.employee.firstName} {check.employee.lastName}
                </p>
                <p className="text-xs text-muted-foreground">{check.employee.employeeId}</p>
              </Td>
              <Td className="whitespace-nowrap">{formatDate(check.payDate)}</Td>
              <MoneyCell
                amount={formatMoney(parseMoney(check.grossPay) + parseMoney(check.supplementalPay))}
              />
              <MoneyCell amount={check.netPay} />
              <Td className="min-w-48 max-w-xs break-words">{check.reason}</Td>
              <Td className="whitespace-nowrap">
                {formatTimestampDate(check.voidedAt)}
                <p className="text-xs text-muted-foreground">by {check.voidedBy}</p>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ListPager pager={pager} total={data.total} noun="Voided paycheck" spacing="compact" />
    </SectionCard>
  );
}
