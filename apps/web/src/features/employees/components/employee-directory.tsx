import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import type { Employee, SessionUser } from '@paylab/shared';
import { can } from '@paylab/shared/permissions';
import { IconButton } from '../../../components/icon-button';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ActionsTh, Td, Th } from '../../../components/ui/table';
import { usePagedSearch } from '../../../hooks/use-paged-search';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { showErrorToast } from '../../../lib/show-error-toast';
import { formatPayAmount, formatPayType } from '../../../lib/format-pay';
import { useDeleteEmployee } from '../api/delete-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { buildMarkInactiveInput } from './mark-inactive-input';
import { EMPLOYEES_PAGE_SIZE, useEmployees } from '../api/get-employees';
import { EmployeeFormDialog } from './employee-form-dialog';
import { getPayFrequencyLabel } from './employee-options';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { EmailAddress } from '../../../components/email-address';
import { confirmDelete } from '../../../lib/confirm-delete';

function getInitials(employee: Employee): string {
  return `${employee.firstName.charAt(0)}${employee.lastName.charAt(0)}`.toUpperCase();
}

/** Employee Management (spec section 2): server-side search and paging, 'X of Y employees'. */
export function EmployeeDirectory({ user }: { user: SessionUser }) {
  const { search, setSearch, debouncedSearch, page, pager } = usePagedSearch(EMPLOYEES_PAGE_SIZE);
  const employees = useEmployees({ search: debouncedSearch || undefined, page });
  const remove = useDeleteEmployee();
  const formDialog = useDialogTarget<Employee>();
  const deleteDialog = useDialogTarget<Employee>();
  const toDelete = deleteDialog.target;
  const canEdit = can(user.role, 'write:employee');

  const onDelete = confirmDelete(deleteDialog, remove, {
    deleted: 'Employee deleted successfully',
    failed: 'Failed to delete employee',
  });
  // Issue 27, item 5: an employee with payroll history is kept (the server refuses its delete), so
  // the dialog offers what can be done instead.
  const update = useUpdateEmployee();
  const onMarkInactive = () => {
    if (!toDelete) return;
    const name = `${toDelete.firstName} ${toDelete.lastName}`;
    update.mutate(
      { id: toDelete.id, input: buildMarkInactiveInput(toDelete), version: toDelete.updatedAt },
      {
        onSuccess: () => showSuccessToast('Employee updated successfully', `${name} is inactive.`),
        onError: (error) => showErrorToast('Failed to update employee', error),
        onSettled: deleteDialog.close,
      },
    );
  };
  const isKept = Boolean(toDelete?.hasPayrollHistory);

  const data = employees.data;
  return (
    <div>
      <PageHeader
        title="Employee Management"
        subtitle="Manage employee records, pay settings and W-4 forms"
        actions={
          canEdit ? (
            <Button onClick={() => formDialog.open(null)}>
              <Plus aria-hidden="true" /> Add Employee
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="pt-5">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <SearchField
              label="Search employees"
              placeholder="Search by name, employee ID or department..."
              className="max-w-md"
              value={search}
              onValueChange={setSearch}
            />
            <p
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="employee-count"
            >
              {data
                ? `${data.total.toLocaleString('en-US')} of ${data.summary.totalEmployees.toLocaleString('en-US')} employees`
                : '\u00a0'}
            </p>
          </div>

          <PagedTable
            query={employees}
            loadingLabel="Loading employees"
            errorMessage="The employee list could not be loaded."
            emptyIcon={Users}
            emptyTitle="No employees found"
            emptyMessage={
              debouncedSearch
                ? 'Try another name, employee ID or department.'
                : 'Add your first employee to start running payroll.'
            }
            pager={pager}
            noun="Employee"
            tableLabel="Employees"
            columns={
              <>
                <Th>Employee</Th>
                <Th>Employee ID</Th>
                <Th>Department</Th>
                <Th>Position</Th>
                <Th className="text-right">Pay</Th>
                <Th>Pay Frequency</Th>
                <Th>Status</Th>
                <ActionsTh />
              </>
            }
          >
            {(employee) => {
              const name = `${employee.firstName} ${employee.lastName}`;
              return (
                <tr key={employee.id}>
                  <Td>
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                      >
                        {getInitials(employee)}
                      </span>
                      <div className="min-w-0">
                        <p className="font-medium">{name}</p>
                        {employee.email ? (
                          <p className="text-xs text-muted-foreground">
                            <EmailAddress email={employee.email} />
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </Td>
                  <Td className="font-mono text-xs">{employee.employeeId}</Td>
                  <Td>{employee.department}</Td>
                  <Td>{employee.position ?? '-'}</Td>
                  <Td className="text-right">
                    <span className="block tabular-nums whitespace-nowrap">
                      {formatPayAmount(employee)}
                    </span>
                    <span className="block text-xs text-muted-foreground whitespace-nowrap">
                      {formatPayType(employee)}
                    </span>
                  </Td>
                  <Td>{getPayFrequencyLabel(employee.payFrequency)}</Td>
                  <Td>
                    {employee.isActive ? (
                      <Badge variant="success">Active</Badge>
                    ) : (
                      <Badge variant="muted">Inactive</Badge>
                    )}
                  </Td>
                  <Td>
                    {canEdit ? (
                      <div className="flex justify-end gap-1">
                        <IconButton
                          tooltip="Edit"
                          label={`Edit ${name}`}
                          onClick={() => formDialog.open(employee)}
                        >
                          <Pencil />
                        </IconButton>
                        {employee.hasPayrollHistory && !employee.isActive ? null : (
                          <IconButton
                            tooltip="Delete"
                            label={`Delete ${name}`}
                            onClick={() => deleteDialog.open(employee)}
                          >
                            <Trash2 className="text-danger" />
                          </IconButton>
                        )}
                      </div>
                    ) : null}
                  </Td>
                </tr>
              );
            }}
          </PagedTable>
        </CardContent>
      </Card>

      <EmployeeFormDialog
        open={formDialog.isOpen}
        employee={formDialog.target ?? undefined}
        onOpenChange={formDialog.onOpenChange}
      />
      {isKept ? (
        <ConfirmDialog
          open={deleteDialog.isOpen}
          onOpenChange={deleteDialog.onOpenChange}
          title={`Mark ${toDelete?.firstName ?? ''} ${toDelete?.lastName ?? ''} inactive?`}
          description="This employee has payroll history, which is kept for their pay stubs, W-2 and tax filings, so the record cannot be deleted. Marking the employee inactive leaves them out of pay runs and keeps their history."
          confirmLabel="Mark inactive"
          confirmVariant="default"
          isPending={update.isPending}
          onConfirm={onMarkInactive}
        />
      ) : (
        <ConfirmDialog
          open={deleteDialog.isOpen}
          onOpenChange={deleteDialog.onOpenChange}
          title={
            toDelete ? `Delete ${toDelete.firstName} ${toDelete.lastName}?` : 'Delete employee?'
          }
          description="Are you sure you want to delete this employee?"
          isPending={remove.isPending}
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}
