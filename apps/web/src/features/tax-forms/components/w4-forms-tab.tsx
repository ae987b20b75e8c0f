import { useDeferredValue } from 'react';
import { Badge } from '../../../components/ui/badge';
import { W4StatusBadge } from '../../../components/w4-status-badge';
import { TextField } from '../../../components/text-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { useSearchAndPage } from '../../../hooks/use-paged-search';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useW4Records } from '../api/tax-form-queries';
import { FILING_STATUS_LABELS, toLabel } from '@paylab/shared/labels';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { MoneyCell } from '../../../components/money-cell';
import { CompactPager } from '../../../components/list-pager';

const PAGE_SIZE = 25;
/** Form W-4 (2020+) Step 1(c) checkboxes: single and married filing separately share one. */
const STEP_1C_LABELS: Record<string, string> = {
  single: 'Single or Married filing separately',
  'married-separate': 'Single or Married filing separately',
  'married-joint': 'Married filing jointly',
  'head-of-household': 'Head of household',
};

/** Every employee's W-4 records: the active one and the past ones it replaced. */
export function W4FormsTab() {
  const { search, setSearch, page, setPage } = useSearchAndPage(PAGE_SIZE);
  const deferredSearch = useDeferredValue(search.trim());
  const records = useW4Records({ search: deferredSearch || undefined, page, pageSize: PAGE_SIZE });
  const data = records.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <SectionCard
      title="W-4 Employee’s Withholding Certificates"
      description="Each employee’s Forms W-4: the one in force, any scheduled for a later date, and those replaced. Without a 2020-or-later W-4 on file, payroll uses the employee’s own filing status and allowances as a 2019-or-earlier W-4."
      contentClassName="grid gap-4"
    >
      <TextField
        label="Search employees"
        fieldClassName="max-w-sm"
        type="search"
        placeholder="Name, employee ID or department"
        value={search}
        onValueChange={setSearch}
      />
      <QueryState
        query={records}
        loading={<Skeleton className="h-40" />}
        errorMessage="Could not load the W-4 records."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
            No employees found
          </p>
        }
      >
        {(data) => (
          <>
            <Table aria-label="W-4 records by employee">
              <thead>
                <tr>
                  <Th>Employee</Th>
                  <Th>Status</Th>
                  <Th>Filing status (Step 1c)</Th>
                  <Th>Step 2 multiple jobs</Th>
                  <Th className="text-right">Step 3 dependents</Th>
                  <Th className="text-right">Step 4(a) other income</Th>
                  <Th className="text-right">Step 4(b) deductions</Th>
                  <Th className="text-right">Step 4(c) extra</Th>
                  <Th>Signed</Th>
                  <Th>Effective</Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((employee) => {
                  const name = (
                    <>
                      <span className="font-medium">{employee.employeeName}</span>
                      <span className="block text-xs text-muted-foreground">
                        {employee.employeeCode} · {employee.department}
                        {employee.isEmployeeActive ? '' : ' · Inactive'}
                      </span>
                    </>
                  );
                  if (employee.forms.length === 0) {
                    return (
                      <tr key={employee.employeeId}>
                        <Td>{name}</Td>
                        <Td>
                          <Badge variant="muted">No W-4 on file</Badge>
                        </Td>
                        <Td colSpan={8} className="text-sm text-muted-foreground">
                          Withheld as a 2019-or-earlier W-4:{' '}
                          {toLabel(FILING_STATUS_LABELS, employee.filingStatus)},{' '}
                          {employee.allowances} allowance{employee.allowances === 1 ? '' : 's'},
                          extra {formatCurrency(employee.additionalWithholding)} a period.
                        </Td>
                      </tr>
                    );
                  }
                  return employee.forms.map((form, index) => (
                    <tr key={form.id}>
                      <Td>
                        {index === 0 ? (
                          name
                        ) : (
                          <span className="sr-only">{employee.employeeName}</span>
                        )}
                      </Td>
                      <Td>
                        <W4StatusBadge status={form.status} />
                      </Td>
                      <Td>{STEP_1C_LABELS[form.filingStatus] ?? form.filingStatus}</Td>
                      <Td>{form.multipleJobs ? 'Yes' : 'No'}</Td>
                      <MoneyCell amount={form.dependentsAmount} />
                      <MoneyCell amount={form.otherIncome} />
                      <MoneyCell amount={form.deductions} />
                      <MoneyCell amount={form.extraWithholding} />
                      <Td>{formatDate(form.signedDate)}</Td>
                      <Td>{formatDate(form.effectiveDate)}</Td>
                    </tr>
                  ));
                })}
              </tbody>
            </Table>
            <CompactPager
              label="W-4 pages"
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
            >
              {data.total} employee{data.total === 1 ? '' : 's'} · page {page} of {pageCount}
            </CompactPager>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
