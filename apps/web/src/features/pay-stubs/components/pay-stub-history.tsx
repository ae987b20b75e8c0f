import {
  Ban,
  Download,
  FileText,
  Printer,
  Receipt,
  Users,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import type { PayrollRecord } from '@paylab/shared';
import { formatMoney, parseMoney } from '@paylab/shared/money';
import { IconButton } from '../../../components/icon-button';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ActionsTh, Td, Th } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError } from '../../../lib/api-client';
import { formatCurrency, formatDate, formatTimestampDate } from '../../../lib/format';
import { useEmployeeOptions } from '../api/get-employee-options';
import { PAY_STUBS_PAGE_SIZE, usePayStubs } from '../api/get-pay-stubs';
import { downloadPayStub, printPayStub } from '../api/pay-stub-files';
import { VOIDED_HEADING_ID, VoidedPaychecks } from './voided-paychecks';
import { VoidPaycheckDialog } from './void-paycheck-dialog';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { SelectField } from '../../../components/select-field';
import { StatCardGrid } from '../../../components/stat-card';
import { TextField } from '../../../components/text-field';
import { showErrorToast } from '../../../lib/show-error-toast';
import { usePager } from '../../../hooks/use-pager';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { MoneyCell } from '../../../components/money-cell';

const NOT_FOUND_TITLE = 'Employee or company information not found';

type StubFileAction = 'download' | 'pdf' | 'print';

const STUB_FILE_ACTIONS: {
  action: StubFileAction;
  tooltip: string;
  label: string;
  icon: LucideIcon;
}[] = [
  { action: 'download', tooltip: 'Download (HTML)', label: 'Download pay stub', icon: Download },
  { action: 'pdf', tooltip: 'Download PDF', label: 'Download PDF pay stub', icon: FileText },
  { action: 'print', tooltip: 'Print', label: 'Print pay stub', icon: Printer },
];

/** Gross earnings on the stub: regular and overtime plus any bonus. */
function toGrossEarnings(record: PayrollRecord): string {
  return formatMoney(parseMoney(record.grossPay) + parseMoney(record.supplementalPay));
}

function toFileName(record: PayrollRecord, extension: 'html' | 'pdf'): string {
  return `paystub-${record.employee.employeeId}-${record.payPeriodEnd}.${extension}`;
}

/** Spec section 8: a stub lacking its employee or the company details gets this toast. */
function reportStubError(error: unknown, action: string): void {
  if (error instanceof ApiError && error.status === 404) {
    toast({ title: NOT_FOUND_TITLE, description: error.userMessage, variant: 'destructive' });
    return;
  }
  showErrorToast(`Failed to ${action} pay stub`, error);
}

/** Pay Stubs (spec section 2): totals, filters, history, HTML and PDF downloads, print. */
export function PayStubHistory() {
  const [search, setSearch] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [month, setMonth] = useState('');
  const pager = usePager(PAY_STUBS_PAGE_SIZE);
  const { page, setPage } = pager;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<PayrollRecord | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const stubs = usePayStubs({
    search: debouncedSearch || undefined,
    employeeId: employeeId || undefined,
    month: month || undefined,
    page,
  });
  const employees = useEmployeeOptions();
  const data = stubs.data;
  const summary = data?.summary;
  const hasFilters = Boolean(search || employeeId || month);

  const run = async (record: PayrollRecord, action: StubFileAction) => {
    setBusyId(`${record.id}-${action}`);
    try {
      if (action === 'print') {
        await printPayStub(record.id);
      } else {
        await downloadPayStub(
          record.id,
          action === 'pdf' ? 'pdf' : 'html',
          toFileName(record, action === 'pdf' ? 'pdf' : 'html'),
        );
        showSuccessToast('Pay stub downloaded successfully');
      }
    } catch (error) {
      reportStubError(error, action === 'print' ? 'print' : 'download');
    } finally {
      setBusyId(null);
    }
  };

  const renderActions = (record: PayrollRecord, what: string) => (
    <>
      {STUB_FILE_ACTIONS.map(({ action, tooltip, label, icon: Icon }) => (
        <IconButton
          key={action}
          tooltip={tooltip}
          label={`${label} for ${what}`}
          disabled={busyId !== null}
          onClick={() => void run(record, action)}
        >
          <Icon />
        </IconButton>
      ))}
      <IconButton
        tooltip="Void"
        className="text-danger"
        label={`Void paycheck for ${what}`}
        disabled={busyId !== null}
        onClick={() => setVoiding(record)}
      >
        <Ban />
      </IconButton>
    </>
  );

  // The dialog hands focus back to the Void button it came from, which the refetch has removed:
  // move it, once Radix is done, to the list the check went to.
  const focusVoidedList = () =>
    window.setTimeout(() => document.getElementById(VOIDED_HEADING_ID)?.focus(), 0);

  const resetPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <div>
      <PageHeader title="Pay Stubs" subtitle="Find, download and print employee pay stubs" />
      <StatCardGrid
        className="mb-6 grid gap-4 md:grid-cols-3"
        cards={[
          {
            label: 'Total Pay Stubs',
            value: summary ? summary.stubCount : '–',
            icon: Receipt,
            testId: 'stub-count',
          },
          {
            label: 'Employees with Stubs',
            value: summary ? summary.employeeCount : '–',
            icon: Users,
            testId: 'stub-employee-count',
          },
          {
            label: 'Total Net Pay',
            value: summary ? formatCurrency(summary.totalNetPay) : '–',
            icon: Wallet,
            testId: 'stub-net-pay',
          },
        ]}
      />
      <Card>
        <CardContent className="pt-5">
          <div className="mb-4 grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto]">
            <TextField
              label="Search"
              type="search"
              placeholder="Name or employee ID..."
              value={search}
              onValueChange={resetPage(setSearch)}
            />
            <SelectField
              label="Employee"
              value={employeeId}
              onChange={(event) => resetPage(setEmployeeId)(event.target.value)}
              options={[
                { value: '', label: 'All employees' },
                ...(employees.data?.options ?? []).map((option) => ({
                  value: option.id,
                  label: option.label,
                })),
              ]}
            />
            <TextField
              label="Month"
              type="month"
              value={month}
              onValueChange={resetPage(setMonth)}
            />
            <div className="flex items-end">
              <Button
                variant="ghost"
                disabled={!hasFilters}
                onClick={() => {
                  setSearch('');
                  setEmployeeId('');
                  setMonth('');
                  setPage(1);
                }}
              >
                <X aria-hidden="true" /> Clear
              </Button>
            </div>
          </div>

          <PagedTable
            query={stubs}
            loadingLabel="Loading pay stubs"
            errorMessage="The pay stubs could not be loaded."
            emptyIcon={Receipt}
            emptyTitle="No pay stubs found"
            emptyMessage={
              hasFilters
                ? 'No pay stubs match these filters.'
                : 'Process payroll to create pay stubs.'
            }
            pager={pager}
            noun="Pay stub"
            tableLabel="Pay stub history"
            columns={
              <>
                <Th>Employee</Th>
                <Th>Pay Period</Th>
                <Th className="text-right">Regular Hours</Th>
                <Th className="text-right">Overtime Hours</Th>
                <Th className="text-right">Gross</Th>
                <Th className="text-right">Deductions</Th>
                <Th className="text-right">Net</Th>
                <Th>Date Created</Th>
                <ActionsTh className="hidden md:table-cell" />
              </>
            }
          >
            {(record) => {
              const name = `${record.employee.firstName} ${record.employee.lastName}`;
              const what = `${name}, period ending ${formatDate(record.payPeriodEnd)}`;
              return (
                <tr key={record.id}>
                  <Td>
                    <p className="font-medium">{name}</p>
                    <p className="text-xs text-muted-foreground">{record.employee.employeeId}</p>
                    {/* On a phone the table scrolls sideways: the actions come with the name. */}
                    <div className="mt-1 flex gap-1 md:hidden">{renderActions(record, what)}</div>
                  </Td>
                  <Td>
                    <span className="whitespace-nowrap">{formatDate(record.payPeriodStart)} –</span>{' '}
                    <span className="whitespace-nowrap">{formatDate(record.payPeriodEnd)}</span>
                  </Td>
                  <Td className="text-right tabular-nums">{record.hoursWorked}</Td>
                  <Td className="text-right tabular-nums">{record.overtimeHours}</Td>
                  <MoneyCell amount={toGrossEarnings(record)} />
                  <MoneyCell amount={record.totalDeductions} />
                  <Td className="text-right font-semibold tabular-nums">
                    {formatCurrency(record.netPay)}
                  </Td>
                  <Td className="whitespace-nowrap">{formatTimestampDate(record.createdAt)}</Td>
                  <Td className="hidden md:table-cell">
                    <div className="flex justify-end gap-1">{renderActions(record, what)}</div>
                  </Td>
                </tr>
              );
            }}
          </PagedTable>
        </CardContent>
      </Card>
      <VoidedPaychecks key={employeeId} employeeId={employeeId || undefined} />
      <VoidPaycheckDialog
        record={voiding}
        onClose={() => setVoiding(null)}
        onVoided={focusVoidedList}
      />
      <EducationalDisclaimer />
    </div>
  );
}
