import { CheckCircle2, XCircle } from 'lucide-react';
import type { TaxCalculationResult } from '@paylab/shared';
import { RULE_SETS } from '@paylab/tax-engine';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useCalculateTax } from '../api/calculate-tax';
import type { BuiltTaxRequest } from '../lib/build-tax-request';
import type { RuleSetResults } from '../lib/calculate-both-rule-sets';
import { RULE_SET_LABELS } from './results-comparison';

/** Top-level amounts that differ between two answers (trace included, compared as a whole). */
function findDifferences(local: TaxCalculationResult, server: TaxCalculationResult): string[] {
  const differences: string[] = [];
  for (const key of Object.keys(local) as (keyof TaxCalculationResult)[]) {
    if (JSON.stringify(local[key]) !== JSON.stringify(server[key])) differences.push(key);
  }
  return differences;
}

/**
 * Sends the very request the screen computed to POST /api/tax/calculate, once per rule set, and
 * says whether the server's answer equals the browser's, line for line and trace for trace.
 */
export function ServerCheck({
  request,
  results,
}: {
  request: BuiltTaxRequest['request'];
  results: RuleSetResults;
}) {
  const check = useCalculateTax();
  const requests = RULE_SETS.map((ruleSet) => ({ ...request, ruleSet }));
  const onCheck = () => check.mutate(requests);
  const isStale =
    check.variables !== undefined && JSON.stringify(check.variables) !== JSON.stringify(requests);
  const outcome = check.data
    ? RULE_SETS.map((ruleSet, index) => ({
        ruleSet,
        differences: findDifferences(results[ruleSet], check.data[index]!),
      }))
    : undefined;
  const isMatch = outcome?.every((entry) => entry.differences.length === 0);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={onCheck} isPending={check.isPending}>
          {check.isPending ? 'Checking...' : 'Check against the server'}
        </Button>
        <div role="status" className="text-sm">
          {check.isError ? (
            <span className="flex items-center gap-1.5 text-danger">
              <XCircle className="size-4" aria-hidden="true" /> The server could not calculate:{' '}
              {getErrorMessage(check.error, 'Please try again.')}
            </span>
          ) : outcome && !isStale ? (
            isMatch ? (
              <span className="flex items-center gap-1.5 text-success">
                <CheckCircle2 className="size-4" aria-hidden="true" /> The server's figures match,
                line for line, for both rule sets.
              </span>
            ) : (
              <span className="flex items-center gap-1.5 text-danger">
                <XCircle className="size-4" aria-hidden="true" />
                The server answered differently:{' '}
                {outcome
                  .filter((entry) => entry.differences.length > 0)
                  .map(
                    (entry) =>
                      `${RULE_SET_LABELS[entry.ruleSet]} (${entry.differences.join(', ')})`,
                  )
                  .join('; ')}
              </span>
            )
          ) : outcome ? (
            <span className="text-muted-foreground">Inputs changed since the last check.</span>
          ) : null}
        </div>
      </div>
      <details className="rounded-md border border-border p-3 text-sm">
        <summary className="cursor-pointer font-medium">
          The same calculation through the API
        </summary>
        <p className="mt-2 text-muted-foreground">
          POST /api/tax/calculate with this body (add <code>&quot;ruleSet&quot;</code> to pick one;
          without it the company setting applies):
        </p>
        <pre
          className="mt-2 overflow-x-auto rounded bg-muted p-3 text-xs"
          data-testid="api-request"
        >
          {JSON.stringify(request, null, 2)}
        </pre>
      </details>
    </div>
  );
}
