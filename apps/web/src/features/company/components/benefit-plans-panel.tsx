import { HeartPulse, Pencil, Plus, Trash2 } from 'lucide-react';
import type { BenefitPlan, SessionUser } from '@paylab/shared';
import { can } from '@paylab/shared/permissions';
import { useBenefitPlans } from '../../../api/get-benefit-plans';
import { EmptyTableMessage } from '../../../components/empty-state';
import { IconButton } from '../../../components/icon-button';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ActionsTh, Table, Td, Th } from '../../../components/ui/table';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { showErrorToast } from '../../../lib/show-error-toast';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useDeleteBenefitPlan } from '../api/delete-benefit-plan';
import { useUpdateBenefitPlan } from '../api/update-benefit-plan';
import { BenefitPlanDialog } from './benefit-plan-dialog';
import { toPlanFormFields, buildPlanRequest } from './benefit-plan-form';
import { summarizeEmployerShare } from './employer-share';
import { confirmDelete } from '../../../lib/confirm-delete';
import { PlanName } from '../../../components/plan-name';

function PlanStatus({ plan }: { plan: BenefitPlan }) {
  return (
    <div className="flex flex-wrap gap-1">
      {plan.isActive ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge variant="muted">Inactive</Badge>
      )}
      {plan.isInUse ? <Badge variant="outline">Elected</Badge> : null}
    </div>
  );
}

/**
 * Settings → Benefits (issue 29): the plans the company offers and what the employer adds to each.
 * A plan employees have elected cannot be deleted (their paychecks name it), so its delete offers
 * to set it inactive instead, as the employee directory does for a paid employee.
 */
export function BenefitPlansPanel({ user }: { user: SessionUser }) {
  const plans = useBenefitPlans();
  const canEdit = can(user.role, 'write:company-settings');
  const formDialog = useDialogTarget<BenefitPlan>();
  const deleteDialog = useDialogTarget<BenefitPlan>();
  const remove = useDeleteBenefitPlan();
  const update = useUpdateBenefitPlan();
  const toDelete = deleteDialog.target;

  const onDelete = confirmDelete(deleteDialog, remove, {
    deleted: 'Benefit plan deleted successfully',
    failed: 'Failed to delete benefit plan',
    describe: (plan) => plan.name,
  });
  const onSetInactive = () => {
    if (!toDelete) return;
    update.mutate(
      {
        id: toDelete.id,
        input: buildPlanRequest({ ...toPlanFormFields(toDelete), isActive: false }),
        version: toDelete.updatedAt,
      },
      {
        onSuccess: () =>
          showSuccessToast('Benefit plan updated successfully', `${toDelete.name} is inactive.`),
        onError: (error) => showErrorToast('Failed to update benefit plan', error),
        onSettled: deleteDialog.close,
      },
    );
  };

  return (
    <SectionCard
      title="Benefit plans"
      description="What the company offers; employees elect plans on their Benefits tab in Employees."
      actions={
        canEdit ? (
          <Button onClick={() => formDialog.open(null)}>
            <Plus aria-hidden="true" /> Add plan
          </Button>
        ) : null
      }
    >
      <QueryState
        query={plans}
        loadingText="Loading benefit plans..."
        errorMessage="The benefit plans could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyTableMessage
            icon={HeartPulse}
            title="No benefit plans yet"
            message={
              canEdit
                ? 'Add a retirement, health, HSA, FSA, commuter or after-tax plan for employees to elect.'
                : 'An admin adds the plans employees can elect.'
            }
          />
        }
      >
        {(data) => (
          <Table aria-label="Benefit plans" scrollHint="Scroll sideways to see every column.">
            <thead>
              <tr>
                <Th>Plan</Th>
                <Th>Employer share</Th>
                <Th>Status</Th>
                {canEdit ? <ActionsTh /> : null}
              </tr>
            </thead>
            <tbody>
              {data.items.map((plan) => (
                <tr key={plan.id}>
                  <Td>
                    <PlanName name={plan.name} type={plan.type} className="font-medium" />
                  </Td>
                  <Td>{summarizeEmployerShare(plan)}</Td>
                  <Td>
                    <PlanStatus plan={plan} />
                  </Td>
                  {canEdit ? (
                    <Td>
                      <div className="flex justify-end gap-1">
                        <IconButton
                          tooltip="Edit"
                          label={`Edit ${plan.name}`}
                          onClick={() => formDialog.open(plan)}
                        >
                          <Pencil />
                        </IconButton>
                        {plan.isInUse && !plan.isActive ? null : (
                          <IconButton
                            tooltip="Delete"
                            label={`Delete ${plan.name}`}
                            onClick={() => deleteDialog.open(plan)}
                          >
                            <Trash2 className="text-danger" />
                          </IconButton>
                        )}
                      </div>
                    </Td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>

      {canEdit ? (
        <>
          <BenefitPlanDialog
            plan={formDialog.target}
            open={formDialog.isOpen}
            onOpenChange={formDialog.onOpenChange}
          />
          {toDelete?.isInUse ? (
            <ConfirmDialog
              open={deleteDialog.isOpen}
              onOpenChange={deleteDialog.onOpenChange}
              title={`Set ${toDelete.name} inactive?`}
              description="Employees have elected this plan and their paychecks name it, so it cannot be deleted. Setting it inactive keeps their elections and history and takes no new elections."
              confirmLabel="Set inactive"
              confirmVariant="default"
              isPending={update.isPending}
              onConfirm={onSetInactive}
            />
          ) : (
            <ConfirmDialog
              open={deleteDialog.isOpen}
              onOpenChange={deleteDialog.onOpenChange}
              title={toDelete ? `Delete ${toDelete.name}?` : 'Delete benefit plan?'}
              description="No employee has elected this plan. Deleting it removes it from the list."
              isPending={remove.isPending}
              onConfirm={onDelete}
            />
          )}
        </>
      ) : null}
    </SectionCard>
  );
}
