import { EducationalDisclaimer } from '../../components/educational-disclaimer';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompanySettings } from '../../api/get-company-settings';
import { ManualPayCalculator } from '../../features/calculator/components/manual-pay-calculator';
import { useWorkingToday } from '../../hooks/use-working-today';

export default function CalculatorRoute() {
  const settings = useCompanySettings();
  const today = useWorkingToday();
  return (
    <>
      <PageHeader
        title="Manual Pay Calculator"
        subtitle="Work out one paycheck from any inputs, under both rule sets, and see every step of the math."
      />
      <QueryState
        query={settings}
        errorMessage="Could not load the company settings (rule set and unemployment rate). Please reload the page."
      >
        {(data) => (
          <ManualPayCalculator
            today={today}
            companyRuleSet={data.taxRuleSet}
            sutaRate={data.stateUnemploymentRate}
          />
        )}
      </QueryState>
      <EducationalDisclaimer />
    </>
  );
}
