import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { BenefitElection, Employee } from '@paylab/shared';
import { dateSchema } from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS, HSA_COVERAGE_LABELS } from '@paylab/shared/labels';
import { useBenefitPlans } from '../../../api/get-benefit-plans';
import { IconButton } from '../../../components/icon-button';
import { QueryState } from '../../../components/query-state';
import { BenefitElectionStatusBadge } from '../../../components/w4-status-badge';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { TableSection } from '../../../components/table-section';
import { ActionsTh, Td, Th } from '../../../components/ui/table';
import { FormActions } from '../../../components/form-actions';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { formatDate } from '../../../lib/format';
import { showErrorToast } from '../../../lib/show-error-toast';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useCreateBenefitElection } from '../api/create-benefit-election';
import { useDeleteBenefitElection } from '../api/delete-benefit-election';
import { useBenefitElections } from '../api/get-benefit-elections';
import { BenefitElectionDialog } from './benefit-election-dialog';
import {
  buildEndingRequest,
  describeElectionAmount,
  getElectionStatus,
  listElectionsInForce,
} from './benefit-elections';
import { confirmDelete } from '../../../lib/confirm-delete';
import { PlanName } from '../../../components/plan-name';

/** Ends a contribution: an election of 0.00 for the plan from the date chosen. */
function EndElectionDialog({
  employee,
  election,
  open,
  onOpenChange,
}: {
  employee: Employee;
  election: BenefitElection | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const today = useWorkingToday();
  const [effectiveDate, setEffectiveDate] = useState(today);
  const [error, setError] = useState<string>();
  const create = useCreateBenefitElection(employee.id);
  if (!election) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = dateSchema.safeParse(effectiveDate);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    create.mutate(buildEndingRequest(election.planId, effectiveDate), {
      onSuccess: () => {
        showSuccessToast(
          'Benefit election recorded',
          `${election.planName} ends for ${employee.firstName} ${employee.lastName} from ${formatDate(effectiveDate)}.`,
        );
        onOpenChange(false);
      },
      onError: (failure) => showErrorToast('Failed to record benefit election', failure),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={`End ${election.planName}`}
          description="Records an election of $0.00 from the date: paychecks paid from then deduct nothing for this plan. Earlier paychecks keep theirs."
          initialFocus="first-field"
        >
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="End election">
            <Field
              label="Last contribution ends on"
              error={error}
              hint="The new election's effective date"
            >
              <Input
                type="date"
                value={effectiveDate}
                onChange={(event) => {
                  setEffectiveDate(event.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <FormActions onCancel={() => onOpenChange(false)} isPending={create.isPending}>
              End election
            </FormActions>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function InForceSection({
  elections,
  today,
  onEnd,
}: {
  elections: BenefitElection[];
  today: string;
  onEnd(election: BenefitElection): void;
}) {
  const inForce = listElectionsInForce(elections, today);
  const scheduled = elections
    .filter((entry) => getElectionStatus(entry, elections, today) === 'scheduled')
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  return (
    <section
      aria-labelledby="benefit-elections-in-force-title"
      className="grid gap-2 rounded-md border border-border bg-muted p-4 text-sm"
    >
      <h3 id="benefit-elections-in-force-title" className="font-semibold">
        Elections in force
      </h3>
      {inForce.length === 0 ? (
        <p>No contributions on {formatDate(today)}: payroll deducts no benefits.</p>
      ) : (
        <ul className="grid gap-2">
          {inForce.map((entry) => (
            <li key={entry.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3">
              <div>
                <p>
                  <span className="font-medium">{entry.planName}</span>:{' '}
                  {describeElectionAmount(entry)}
                  {entry.hsaCoverage
                    ? `, ${HSA_COVERAGE_LABELS[entry.hsaCoverage].toLowerCase()} coverage`
                    : ''}
                </p>
                <p className="text-xs text-muted-foreground">
                  {DEDUCTION_TYPE_LABELS[entry.type]}, from {formatDate(entry.effectiveDate)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`End ${entry.planName}`}
                onClick={() => onEnd(entry)}
              >
                End
              </Button>
            </li>
          ))}
        </ul>
      )}
      {scheduled.map((entry) => (
        <p key={entry.id}>
          Scheduled from {formatDate(entry.effectiveDate)}: {entry.planName},{' '}
          {describeElectionAmount(entry)}.
        </p>
      ))}
    </section>
  );
}

/**
 * The employee's benefit elections (issue 29): those in force today, with End, and the history,
 * dated like the W-4s. An election no paycheck has used can be deleted; a used one is ended by a
 * new election of 0.00, so the paychecks that used it keep their reason.
 */
export function BenefitsPanel({ employee }: { employee: Employee }) {
  const today = useWorkingToday();
  const elections = useBenefitElections(employee.id);
  const plans = useBenefitPlans();
  const addDialog = useDialogTarget<null>();
  const endDialog = useDialogTarget<BenefitElection>();
  const deleteDialog = useDialogTarget<BenefitElection>();
  const remove = useDeleteBenefitElection(employee.id);
  const toDelete = deleteDialog.target;

  const onDelete = confirmDelete(deleteDialog, remove, {
    deleted: 'Benefit election deleted',
    failed: 'Failed to delete benefit election',
    describe: (election) => election.planName,
  });

  return (
    <div className="grid gap-6">
      <QueryState
        query={elections}
        loadingText="Loading benefit elections..."
        errorMessage="The benefit elections could not be loaded."
      >
        {({ items }) => (
          <>
            <InForceSection elections={items} today={today} onEnd={endDialog.open} />
            <QueryState
              query={plans}
              loadingText="Loading the company's benefit plans..."
              errorMessage="The company's benefit plans could not be loaded, so no election can be added."
              className="text-sm"
            >
              {(data) => (
                <div className="flex justify-end">
                  <Button onClick={() => addDialog.open(null)}>
                    <Plus aria-hidden="true" /> Add election
                  </Button>
                  <BenefitElectionDialog
                    employee={employee}
                    plans={data.items}
                    open={addDialog.isOpen}
                    onOpenChange={addDialog.onOpenChange}
                  />
                </div>
              )}
            </QueryState>
            <TableSection
              id="benefit-election-history-title"
              title="Benefit election history"
              scrollHint="Scroll sideways to see every column."
              items={items}
              columns={
                <>
                  <Th>Effective</Th>
                  <Th>Plan</Th>
                  <Th>Contribution</Th>
                  <Th>Status</Th>
                  <ActionsTh />
                </>
              }
            >
              {(entry) => (
                <tr key={entry.id}>
                  <Td className="whitespace-nowrap">{formatDate(entry.effectiveDate)}</Td>
                  <Td>
                    <PlanName name={entry.planName} type={entry.type} />
                  </Td>
                  <Td>
                    {describeElectionAmount(entry)}
                    {entry.hsaCoverage ? (
                      <span className="block text-xs text-muted-foreground">
                        {HSA_COVERAGE_LABELS[entry.hsaCoverage]} coverage
                      </span>
                    ) : null}
                  </Td>
                  <Td>
                    <BenefitElectionStatusBadge status={getElectionStatus(entry, items, today)} />
                  </Td>
                  <Td>
                    <IconButton
                      tooltip="Delete"
                      label={`Delete the ${entry.planName} election of ${formatDate(entry.effectiveDate)}`}
                      onClick={() => deleteDialog.open(entry)}
                    >
                      <Trash2 className="text-danger" />
                    </IconButton>
                  </Td>
                </tr>
              )}
            </TableSection>
          </>
        )}
      </QueryState>

      <EndElectionDialog
        key={endDialog.target?.id ?? 'none'}
        employee={employee}
        election={endDialog.target}
        open={endDialog.isOpen}
        onOpenChange={endDialog.onOpenChange}
      />
      <ConfirmDialog
        open={deleteDialog.isOpen}
        onOpenChange={deleteDialog.onOpenChange}
        title={toDelete ? `Delete the ${toDelete.planName} election?` : 'Delete the election?'}
        description="Only an election no paycheck has used can be deleted. Once payroll has used it, end it instead: End records an election of $0.00 from a date."
        isPending={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
