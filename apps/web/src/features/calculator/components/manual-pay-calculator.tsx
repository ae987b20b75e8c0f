import { Calculator, ChevronDown, ChevronUp } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { formatUsd, parseMoney } from '@paylab/shared/money';
import type { RuleSet } from '@paylab/tax-engine';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import {
  buildTaxRequest,
  createDefaultValues,
  getDefaultHours,
  type CalculatorField,
  type CalculatorValues,
} from '../lib/build-tax-request';
import { calculateBothRuleSets } from '../lib/calculate-both-rule-sets';
import { MathPanel } from './math-panel';
import { PayInputs } from './pay-inputs';
import { ResultsComparison, RULE_SET_LABELS, sumEmployerTaxes } from './results-comparison';
import { ServerCheck } from './server-check';

export interface ManualPayCalculatorProps {
  /** Today as YYYY-MM-DD in the viewer's calendar: the default pay date. */
  today: string;
  /** The company's rule set (Settings), shown first and marked. */
  companyRuleSet: RuleSet;
  /** The company's state unemployment rate, "0.0340", for SUTA. */
  sutaRate: string;
}

/** "$1,234,567.89" with a line-break opportunity after each comma, so an amount too wide for its card wraps at a digit group. */
function withGroupBreaks(amount: string) {
  return amount
    .split(',')
    .flatMap((part, index) => (index === 0 ? [part] : [',', <wbr key={index} />, part]));
}

function SummaryFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-md bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere]"
        data-testid={testId}
      >
        {withGroupBreaks(value)}
      </dd>
    </div>
  );
}

/**
 * The Manual Pay Calculator (spec section 2; issue 3, item 7): free-form inputs, both rule sets
 * computed in the browser by the same engine and request schema as POST /api/tax/calculate.
 */
export function ManualPayCalculator({ today, companyRuleSet, sutaRate }: ManualPayCalculatorProps) {
  const [values, setValues] = useState<CalculatorValues>(() => createDefaultValues(today));
  const [defaultPayDate, setDefaultPayDate] = useState(today);
  // The payroll calendar can arrive after the screen opened (a cached setting refetched, a practice
  // year chosen elsewhere): a pay date still on the old default follows the new working today.
  if (today !== defaultPayDate) {
    setDefaultPayDate(today);
    setValues((current) =>
      current.payDate === defaultPayDate ? { ...current, payDate: today } : current,
    );
  }
  const [isMathShown, setIsMathShown] = useState(false);
  const mathPanelId = useId();
  const deferredValues = useDeferredValue(values);
  const built = useMemo(() => buildTaxRequest(deferredValues), [deferredValues]);
  const outcome = useMemo(() => calculateBothRuleSets(built.request, sutaRate), [built, sutaRate]);

  const onChange = <F extends CalculatorField>(field: F, value: CalculatorValues[F]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Another state's certificate is another form: its fields do not carry over.
      if (field === 'state' && value !== current.state) next.stateCertificate = null;
      // Hours that still hold the old frequency's default follow the new one (spec section 5).
      if (
        field === 'payFrequency' &&
        current.hoursWorked.trim() === String(getDefaultHours(current.payFrequency))
      ) {
        next.hoursWorked = String(getDefaultHours(value as CalculatorValues['payFrequency']));
      }
      return next;
    });
  };

  const wages =
    parseMoney(built.request.grossPay as string) +
    parseMoney(built.request.supplementalPay as string);
  const company = outcome.isOk ? outcome.results[companyRuleSet] : undefined;

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <PayInputs
          values={values}
          built={built}
          onChange={onChange}
          errorField={outcome.isOk ? undefined : outcome.field}
          errorMessage={outcome.isOk ? undefined : outcome.message}
        />
        <div className="grid content-start gap-6">
          {company && outcome.isOk ? (
            <>
              <Card>
                <CardContent className="@container pt-5">
                  <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
                    <Calculator className="size-4 shrink-0" aria-hidden="true" /> This paycheck
                    under {RULE_SET_LABELS[companyRuleSet]} (company setting)
                  </h2>
                  {/* Columns follow the card's own width, not the window's: beside the inputs at
                      1366 px the card is narrower than on a tablet. Each column is at least 11rem,
                      room for "$999,999.99" in text-xl; wider amounts wrap at a comma. */}
                  <dl className="grid grid-cols-1 gap-3 @min-[23rem]:grid-cols-2 @min-[47rem]:grid-cols-4">
                    <SummaryFigure
                      label="Gross pay"
                      value={formatUsd(wages)}
                      testId="summary-gross"
                    />
                    <SummaryFigure
                      label="Total deductions"
                      value={formatUsd(parseMoney(company.totalDeductions))}
                      testId="summary-deductions"
                    />
                    <SummaryFigure
                      label="Net pay"
                      value={formatUsd(parseMoney(company.netPay))}
                      testId="summary-net"
                    />
                    <SummaryFigure
                      label="Employer cost"
                      value={formatUsd(wages + sumEmployerTaxes(company))}
                      testId="summary-employer-cost"
                    />
                  </dl>
                </CardContent>
              </Card>
              <ResultsComparison
                results={outcome.results}
                wages={wages}
                companyRuleSet={companyRuleSet}
              />
              <ServerCheck request={built.request} results={outcome.results} />
            </>
          ) : (
            <Card>
              <CardContent className="pt-5">
                <p role="alert" className="text-danger">
                  These inputs cannot be calculated: {outcome.isOk ? '' : outcome.message}
                </p>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
      {outcome.isOk ? (
        <div className="grid gap-3">
          <div>
            <Button
              variant="outline"
              aria-expanded={isMathShown}
              aria-controls={mathPanelId}
              onClick={() => setIsMathShown((shown) => !shown)}
            >
              {isMathShown ? <ChevronUp /> : <ChevronDown />}
              {isMathShown ? 'Hide the math' : 'Show the math'}
            </Button>
          </div>
          {isMathShown ? (
            <MathPanel id={mathPanelId} results={outcome.results} initialRuleSet={companyRuleSet} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
