import { formatPercent, formatUsd, parseMoney, parseRate } from '@paylab/shared/money';
import type { TaxTraceStep } from '@paylab/shared';
import { RULE_SETS, type RuleSet } from '@paylab/tax-engine';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Table, Td, Th } from '../../../components/ui/table';
import type { RuleSetResults } from '../lib/calculate-both-rule-sets';
import { RULE_SET_LABELS } from './results-comparison';

/** A trace amount as a person reads it: dollars, a count, a percentage, or nothing for a note. */
function formatTraceAmount(step: TaxTraceStep): string {
  if (step.amount === null) return '';
  if (step.unit === 'cents') return formatUsd(parseMoney(step.amount));
  if (step.unit === 'ppm') return formatPercent(parseRate(step.amount));
  return step.amount;
}

function TraceTable({ ruleSet, trace }: { ruleSet: RuleSet; trace: TaxTraceStep[] }) {
  const captionId = `trace-${ruleSet}-caption`;
  return (
    <Table aria-labelledby={captionId}>
      <caption id={captionId} className="sr-only">
        The math under {RULE_SET_LABELS[ruleSet]}, step by step
      </caption>
      <thead>
        <tr>
          <Th className="w-[45%]">Step</Th>
          <Th className="text-right">Amount</Th>
          <Th>Source</Th>
        </tr>
      </thead>
      <tbody>
        {trace.map((step, index) => (
          <tr
            key={`${step.step}-${index}`}
            data-step={step.step}
            className={step.unit === 'none' ? 'bg-muted' : undefined}
          >
            <Td className="align-top">
              {step.label}
              <span className="mt-0.5 block font-mono text-xs text-muted-foreground">
                {step.step}
              </span>
            </Td>
            <Td className="text-right align-top whitespace-nowrap tabular-nums">
              {formatTraceAmount(step)}
            </Td>
            <Td className="align-top text-xs text-muted-foreground">{step.citation}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** "Show the math": each rule set's ordered trace, every worksheet line with its citation. */
export function MathPanel({
  id,
  results,
  initialRuleSet,
}: {
  id: string;
  results: RuleSetResults;
  initialRuleSet: RuleSet;
}) {
  return (
    <section
      id={id}
      aria-label="The math"
      className="rounded-lg border border-border bg-surface p-5 shadow-sm"
    >
      <Tabs defaultValue={initialRuleSet}>
        <TabsList aria-label="Rule set">
          {RULE_SETS.map((ruleSet) => (
            <TabsTrigger key={ruleSet} value={ruleSet}>
              {RULE_SET_LABELS[ruleSet]}
            </TabsTrigger>
          ))}
        </TabsList>
        {RULE_SETS.map((ruleSet) => (
          <TabsContent key={ruleSet} value={ruleSet}>
            <TraceTable ruleSet={ruleSet} trace={results[ruleSet].trace} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
