import { useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, Employee } from '@paylab/shared';
import { StaleEditNotice } from '../../../components/stale-edit-notice';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useEditVersion } from '../../../hooks/use-edit-version';
import { useCreateEmployee } from '../api/create-employee';
import { fetchEmployee } from '../api/get-employee';
import { invalidateEmployeeQueries } from '../api/get-employees';
import { useUpdateEmployee } from '../api/update-employee';
import { EmployeeForm } from './employee-form';
import { StateCertificatePanel, hasCertificateFields } from './state-certificate-panel';
import { W4Panel } from './w4-panel';
import { BenefitsPanel } from './benefits-panel';
import { showSuccessToast } from '../../../lib/show-success-toast';

export interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee being edited; absent when adding. */
  employee?: Employee;
  onOpenChange(open: boolean): void;
}

/**
 * The Add/Edit Employee dialog (spec section 2); editing adds a W-4 tab, where the work state has a
 * form of its own a state certificate tab, and the benefit elections tab (issue 29).
 */
export function EmployeeFormDialog({
  open,
  employee: opened,
  onOpenChange,
}: EmployeeFormDialogProps) {
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const queryClient = useQueryClient();
  const edit = useEditVersion(opened ?? null, async ({ id }) => {
    const latest = await fetchEmployee(id);
    await invalidateEmployeeQueries(queryClient);
    return latest;
  });
  const employee = edit.record ?? undefined;

  const onSubmit = async (values: CreateEmployeeInput) => {
    try {
      if (employee) {
        await update.mutateAsync({ id: employee.id, input: values, version: employee.updatedAt });
        showSuccessToast('Employee updated successfully');
      } else {
        await create.mutateAsync(values);
        showSuccessToast('Employee created successfully');
      }
      onOpenChange(false);
    } catch (error) {
      edit.noteSaveError(error);
      showErrorToast(
        employee ? 'Failed to update employee' : 'Failed to create employee',
        error,
        'Please check the form and try again.',
      );
      throw error;
    }
  };

  const form = (
    <EmployeeForm
      // A reload shows the latest copy: the form starts again from it.
      key={employee ? `${employee.id}:${edit.reloads}` : 'new'}
      employee={employee}
      shouldFocusFirstField={edit.isReloaded}
      notice={<StaleEditNotice recordName="employee" edit={edit} />}
      isPending={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={employee ? 'Edit Employee' : 'Add New Employee'}
          description={
            employee
              ? `${employee.firstName} ${employee.lastName} (${employee.employeeId})`
              : 'Enter the employee details and pay settings.'
          }
          className="max-w-2xl"
          initialFocus="first-field"
        >
          {employee ? (
            <Tabs defaultValue="details">
              <TabsList className="w-full">
                <TabsTrigger value="details">Details</TabsTrigger>
                <TabsTrigger value="w4">W-4</TabsTrigger>
                {hasCertificateFields(employee.state) ? (
                  <TabsTrigger value="state-certificate">State certificate</TabsTrigger>
                ) : null}
                <TabsTrigger value="benefits">Benefits</TabsTrigger>
              </TabsList>
              <TabsContent value="details">{form}</TabsContent>
              <TabsContent value="w4">
                <W4Panel employee={employee} />
              </TabsContent>
              {hasCertificateFields(employee.state) ? (
                <TabsContent value="state-certificate">
                  <StateCertificatePanel employee={employee} />
                </TabsContent>
              ) : null}
              <TabsContent value="benefits">
                <BenefitsPanel employee={employee} />
              </TabsContent>
            </Tabs>
          ) : (
            form
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
