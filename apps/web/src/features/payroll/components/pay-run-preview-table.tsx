import type { PayRunPreview, PayRunRow } from '@paylab/shared';
import { formatMoney, parseMoney } from '@paylab/shared/money';
import { Input } from '../../../components/ui/input';
import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatCurrency } from '../../../lib/format';
import type { HoursDraft } from './pay-run-hours';

export interface PayRunPreviewTableProps {
  preview: PayRunPreview;
  drafts: Record<string, HoursDraft>;
  invalidRows: Set<string>;
  isStale: boolean;
  onHoursChange(row: PayRunRow, draft: HoursDraft): void;
}

function sumCents(...amounts: string[]): string {
  let cents = 0;
  for (const amount of amounts) cents += parseMoney(amount);
  return formatCurrency(formatMoney(cents));
}

const money = 'text-right tabular-nums whitespace-nowrap';

/** The run before it is written: hours editable per row, every amount, totals over the whole run at the foot. */
export function PayRunPreviewTable({
  preview,
  drafts,
  invalidRows,
  isStale,
  onHoursChange,
}: PayRunPreviewTableProps) {
  const { totals } = preview;
  return (
    <Table aria-label="Pay run preview" className={cn('text-xs', isStale && 'opacity-60')}>
      <thead>
        <tr>
          <Th>Employee</Th>
          <Th>Hours</Th>
          <Th>Overtime</Th>
          <Th className="text-right">Gross</Th>
          <Th className="text-right">Federal</Th>
          <Th className="text-right">Extra W/H</Th>
          <Th className="text-right">Social Security</Th>
          <Th className="text-right">Medicare</Th>
          <Th className="text-right">State</Th>
          <Th className="text-right">SDI / PFL</Th>
          <Th className="text-right">Deductions</Th>
          <Th className="text-right">Net Pay</Th>
          <Th className="text-right">Employer Taxes</Th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => {
          const name = `${row.employee.firstName} ${row.employee.lastName}`;
          const draft = drafts[row.employeeId] ?? {
            hoursWorked: String(row.hoursWorked),
            overtimeHours: String(row.overtimeHours),
          };
          const isInvalid = invalidRows.has(row.employeeId);
          return (
            <tr key={row.employeeId} className={row.error ? 'bg-danger-soft' : undefined}>
              <Td>
                <p className="font-medium whitespace-nowrap">{name}</p>
                <p className="text-xs text-muted-foreground">{row.employee.employeeId}</p>
                {row.error ? <p className="text-xs text-danger">{row.error}</p> : null}
              </Td>
              <Td>
                <Input
                  type="number"
                  step="0.25"
                  min="0"
                  max="168"
                  className="h-8 w-16 px-2"
                  aria-label={`Hours for ${name}`}
                  aria-invalid={isInvalid || undefined}
                  value={draft.hoursWorked}
                  onChange={(event) =>
                    onHoursChange(row, { ...draft, hoursWorked: event.target.value })
                  }
                />
              </Td>
              <Td>
                <Input
                  type="number"
                  step="0.25"
                  min="0"
                  max="168"
                  className="h-8 w-16 px-2"
                  aria-label={`Overtime hours for ${name}`}
                  aria-invalid={isInvalid || undefined}
                  value={draft.overtimeHours}
                  onChange={(event) =>
                    onHoursChange(row, { ...draft, overtimeHours: event.target.value })
                  }
                />
              </Td>
              <Td className={money}>{formatCurrency(row.grossPay)}</Td>
              <Td className={money}>{formatCurrency(row.federalIncomeTax)}</Td>
              <Td className={money}>{formatCurrency(row.additionalWithholding)}</Td>
              <Td className={money}>{formatCurrency(row.socialSecurityTax)}</Td>
              <Td className={money}>{sumCents(row.medicareTax, row.additionalMedicareTax)}</Td>
              <Td className={money}>{formatCurrency(row.stateIncomeTax)}</Td>
              <Td className={money}>
                {sumCents(row.stateDisabilityTax, row.statePaidFamilyLeave)}
              </Td>
              <Td className={money}>{formatCurrency(row.totalDeductions)}</Td>
              <Td className={cn(money, 'font-semibold')}>{formatCurrency(row.netPay)}</Td>
              <Td className={money}>
                {sumCents(
                  row.employer.socialSecurityTax,
                  row.employer.medicareTax,
                  row.employer.futaTax,
                  row.employer.sutaTax,
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <Td>
            Totals ({(preview.employeeCount - preview.errorCount).toLocaleString('en-US')} paid)
          </Td>
          <Td className="tabular-nums">{totals.hoursWorked.toLocaleString('en-US')}</Td>
          <Td className="tabular-nums">{totals.overtimeHours.toLocaleString('en-US')}</Td>
          <Td className={money} data-testid="pay-run-total-gross">
            {formatCurrency(totals.grossPay)}
          </Td>
          <Td className={money}>{formatCurrency(totals.federalIncomeTax)}</Td>
          <Td className={money}>{formatCurrency(totals.additionalWithholding)}</Td>
          <Td className={money}>{formatCurrency(totals.socialSecurityTax)}</Td>
          <Td className={money}>{sumCents(totals.medicareTax, totals.additionalMedicareTax)}</Td>
          <Td className={money}>{formatCurrency(totals.stateIncomeTax)}</Td>
          <Td className={money}>
            {sumCents(totals.stateDisabilityTax, totals.statePaidFamilyLeave)}
          </Td>
          <Td className={money}>{formatCurrency(totals.totalDeductions)}</Td>
          <Td className={money} data-testid="pay-run-total-net">
            {formatCurrency(totals.netPay)}
          </Td>
          <Td className={money}>
            {sumCents(
              totals.employer.socialSecurityTax,
              totals.employer.medicareTax,
              totals.employer.futaTax,
              totals.employer.sutaTax,
            )}
          </Td>
        </tr>
      </tfoot>
    </Table>
  );
}
