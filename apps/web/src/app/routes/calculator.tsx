import { EducationalDisclaimer } from '../../components/educational-disclaimer';
import { PageHeader } from '../../components/page-header';
import { useCompanySettings } from '../../api/get-company-settings';
import { ManualPayCalculator } from '../../features/calculator/components/manual-pay-calculator';
import { toLocalDateString } from '../../lib/format';

export default function CalculatorRoute() {
  const settings = useCompanySettings();
  return (
    <>
      <PageHeader
        title="Manual Pay Calculator"
        subtitle="Work out one paycheck from any inputs, under both rule sets, and see every step of the math."
      />
      {settings.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : settings.isError ? (
        <p role="alert" className="text-danger">
          Could not load the company settings (rule set and unemployment rate). Please reload the
          page.
        </p>
      ) : (
        <ManualPayCalculator
          today={toLocalDateString()}
          companyRuleSet={settings.data.taxRuleSet}
          sutaRate={settings.data.stateUnemploymentRate}
        />
      )}
      <EducationalDisclaimer />
    </>
  );
}
