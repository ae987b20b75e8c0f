import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Reconciliation } from '@paylab/shared';
import { formatCurrency } from '../../../lib/format';
import { TaxFormCard } from './tax-form-card';
import { useReconciliation } from '../api/tax-form-queries';

/** Failing W-2s listed by name before the rest are counted. */
const MAX_EXCEPTIONS_SHOWN = 25;

/** The W-3 against the four 941s and each W-2 against the wage base; every mismatch stays on screen. */
export function ReconciliationCard({ year }: { year: number }) {
  const reconciliation = useReconciliation(year);
  return (
    <TaxFormCard
      title={`Reconciliation, ${year}`}
      description="The W-3 totals against the four Forms 941, and each W-2’s social security wages against the wage base."
      query={reconciliation}
      skeletonClassName="h-24"
      errorMessage="Could not load the reconciliation."
      isEmpty={(data) => data.checks.length === 0}
      empty={
        <p className="text-sm text-muted-foreground">
          No payroll and no forms for {year}: nothing to reconcile.
        </p>
      }
    >
      {(data) =>
        data.hasW2s ? (
          <ReconciliationChecks data={data} />
        ) : (
          // Before the first generation the W-3 side of every check is empty: that is not a mismatch.
          <p className="text-sm text-muted-foreground" role="status">
            No W-2s generated yet for {year}. Generate W-2s to check the W-3 totals against the four
            Forms 941.
          </p>
        )
      }
    </TaxFormCard>
  );
}

/** Each check of a year whose W-2s were generated, mismatches counted first. */
function ReconciliationChecks({ data }: { data: Reconciliation }) {
  const mismatches = data.checks.filter((check) => !check.isMatch).length;
  return (
    <>
      <p
        className={mismatches ? 'mb-3 font-medium text-danger' : 'mb-3 font-medium text-success'}
        role="status"
      >
        {mismatches
          ? `${mismatches} of ${data.checks.length} checks do not match.`
          : `All ${data.checks.length} checks match.`}
        {data.isW2Stale
          ? ' Payroll was processed or voided after the W-2s were generated: generate them again.'
          : ''}
      </p>
      <ul className="grid gap-2">
        {data.checks.map((check) => (
          <li
            key={check.id}
            className="rounded-md border border-border p-3 text-sm"
            data-testid={`check-${check.id}`}
          >
            <div className="flex items-start gap-2">
              {check.isMatch ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
              )}
              <div className="grid gap-1">
                <span>
                  <span className="sr-only">{check.isMatch ? 'Matches: ' : 'Mismatch: '}</span>
                  {check.label}
                </span>
                {check.formsChecked === null ? (
                  <span className="text-muted-foreground tabular-nums">
                    {check.leftLabel}{' '}
                    {check.leftAmount === null ? 'not generated' : formatCurrency(check.leftAmount)}{' '}
                    · {check.rightLabel}{' '}
                    {check.rightAmount === null ? 'none' : formatCurrency(check.rightAmount)}
                    {check.difference !== null && check.difference !== '0.00'
                      ? ` · difference ${formatCurrency(check.difference)}`
                      : ''}
                  </span>
                ) : (
                  <span className="text-muted-foreground">
                    {check.formsChecked} W-2{check.formsChecked === 1 ? '' : 's'} checked
                    {check.exceptions.length ? `, ${check.exceptions.length} failing` : ''}
                  </span>
                )}
                {check.exceptions.length ? (
                  <ul className="list-disc pl-5 text-danger">
                    {check.exceptions.slice(0, MAX_EXCEPTIONS_SHOWN).map((exception) => (
                      <li key={exception.reference}>
                        {exception.reference}: {exception.description}
                      </li>
                    ))}
                    {check.exceptions.length > MAX_EXCEPTIONS_SHOWN ? (
                      <li>and {check.exceptions.length - MAX_EXCEPTIONS_SHOWN} more</li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
