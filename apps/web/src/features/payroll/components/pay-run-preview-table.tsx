import type { PayRunPreview, PayRunRow } from '@paylab/shared';
import { PAY_TYPE_LABELS } from '@paylab/shared/constants';
import { formatMoney, parseMoney } from '@paylab/shared/money';
import { Input } from '../../../components/ui/input';
import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatCurrency } from '../../../lib/format';
import type { HoursDraft } from './pay-run-hours';
import { HOURS_INPUT_PROPS } from './hours-input-props';

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

/** An editable hours figure of one paycheck, in quarter hours up to a week's 168. */
function HoursCell({
  label,
  value,
  isInvalid,
  isDisabled = false,
  onChange,
}: {
  label: string;
  value: string;
  isInvalid: boolean;
  isDisabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <Td>
      <Input
        {...HOURS_INPUT_PROPS}
        className="h-8 w-14 px-2"
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        disabled={isDisabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Td>
  );
}

/** "Hourly · exempt"; and, when hours over 40 a week moved to overtime, what was paid. */
function describePay(row: PayRunRow, draft: HoursDraft): string {
  const parts = [PAY_TYPE_LABELS[row.payType]];
  if (row.overtimeExempt) parts.push('exempt');
  const isSplit =
    row.payBasis !== null &&
    (String(row.hoursWorked) !== draft.hoursWorked.trim() ||
      String(row.overtimeHours) !== (draft.overtimeHours.trim() || '0'));
  if (isSplit) parts.push(`paid ${row.hoursWorked} h + ${row.overtimeHours} h overtime`);
  return parts.join(' · ');
}

/** What a paycheck and the run's totals both carry, so each row and the foot share their columns. */
type PayRunAmounts = Pick<
  PayRunRow,
  | 'federalIncomeTax'
  | 'additionalWithholding'
  | 'socialSecurityTax'
  | 'medicareTax'
  | 'additionalMedicareTax'
  | 'stateIncomeTax'
  | 'stateDisabilityTax'
  | 'statePaidFamilyLeave'
  | 'totalDeductions'
  | 'employer'
>;

/** Federal through Deductions: Medicare with its additional tax, SDI with PFL. */
function WithholdingCells({ amounts }: { amounts: PayRunAmounts }) {
  return (
    <>
      <Td className={money}>{formatCurrency(amounts.federalIncomeTax)}</Td>
      <Td className={money}>{formatCurrency(amounts.additionalWithholding)}</Td>
      <Td className={money}>{formatCurrency(amounts.socialSecurityTax)}</Td>
      <Td className={money}>{sumCents(amounts.medicareTax, amounts.additionalMedicareTax)}</Td>
      <Td className={money}>{formatCurrency(amounts.stateIncomeTax)}</Td>
      <Td className={money}>
        {sumCents(amounts.stateDisabilityTax, amounts.statePaidFamilyLeave)}
      </Td>
      <Td className={money}>{formatCurrency(amounts.totalDeductions)}</Td>
    </>
  );
}

/** The employer's own taxes on the pay: its social security and Medicare, FUTA and SUTA. */
function EmployerTaxesCell({ amounts }: { amounts: PayRunAmounts }) {
  const { socialSecurityTax, medicareTax, futaTax, sutaTax } = amounts.employer;
  return <Td className={money}>{sumCents(socialSecurityTax, medicareTax, futaTax, sutaTax)}</Td>;
}

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
    // Thirteen columns: narrower cell padding and hours boxes fit them on a 1366 px screen beside the
    // navigation; on a narrower one the table scrolls inside its box and says so.
    <Table
      aria-label="Pay run preview"
      scrollHint="The preview is wider than the screen: scroll it sideways for the other columns."
      className={cn('text-xs [&_td]:px-2 [&_th]:px-2', isStale && 'opacity-60')}
    >
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
                <p className="text-xs text-muted-foreground" data-testid="pay-run-row-pay">
                  {describePay(row, draft)}
                </p>
                {row.error ? <p className="text-xs text-danger">{row.error}</p> : null}
              </Td>
              <HoursCell
                label={`Hours for ${name}`}
                value={draft.hoursWorked}
                isInvalid={isInvalid}
                onChange={(hoursWorked) => onHoursChange(row, { ...draft, hoursWorked })}
              />
              <HoursCell
                label={`Overtime hours for ${name}`}
                value={draft.overtimeHours}
                isInvalid={isInvalid}
                // FLSA exempt: overtime would be refused, and pays nothing.
                isDisabled={row.overtimeExempt}
                onChange={(overtimeHours) => onHoursChange(row, { ...draft, overtimeHours })}
              />
              <Td className={money}>{formatCurrency(row.grossPay)}</Td>
              <WithholdingCells amounts={row} />
              <Td className={cn(money, 'font-semibold')}>{formatCurrency(row.netPay)}</Td>
              <EmployerTaxesCell amounts={row} />
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
          <WithholdingCells amounts={totals} />
          <Td className={money} data-testid="pay-run-total-net">
            {formatCurrency(totals.netPay)}
          </Td>
          <EmployerTaxesCell amounts={totals} />
        </tr>
      </tfoot>
    </Table>
  );
}
