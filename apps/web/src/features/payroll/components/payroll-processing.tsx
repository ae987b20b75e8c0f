import { useRef, useState } from 'react';
import type { Employee } from '@paylab/shared';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { PageHeader } from '../../../components/page-header';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCompanySettings } from '../../../api/get-company-settings';
import { EmployeePicker } from './employee-picker';
import { OverviewCards } from './overview-cards';
import { PayRunPanel } from './pay-run-panel';
import { PayrollCalculator } from './payroll-calculator';
import { RecentPayRuns } from './recent-pay-runs';

/** Payroll Processing (spec section 2): one employee at a time, or the whole company in one run. */
export function PayrollProcessing() {
  const [selected, setSelected] = useState<Employee | null>(null);
  const settings = useCompanySettings();
  const taxYear = useWorkingToday().slice(0, 4);
  const calculatorRef = useRef<HTMLDivElement>(null);
  const { rememberOpener, restoreFocus } = useReturnFocus();

  const onSelect = (employee: Employee) => {
    rememberOpener();
    setSelected(employee);
    requestAnimationFrame(() =>
      calculatorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }),
    );
  };

  return (
    <div>
      <PageHeader
        title="Payroll Processing"
        subtitle={`Calculate and process payroll with ${taxYear} federal and state withholding`}
      />
      <OverviewCards />
      <Tabs defaultValue="employee">
        <TabsList>
          <TabsTrigger value="employee">Process an employee</TabsTrigger>
          <TabsTrigger value="run">Run payroll for all</TabsTrigger>
        </TabsList>
        <TabsContent value="employee">
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <EmployeePicker selectedId={selected?.id} onSelect={onSelect} />
            <div ref={calculatorRef}>
              {selected ? (
                <PayrollCalculator
                  key={selected.id}
                  employee={selected}
                  companyRuleSet={settings.data?.taxRuleSet}
                  // Processing removes the result and its button, which would drop focus to the page
                  // start; the employee's card is where the next one is chosen.
                  onProcessed={() =>
                    restoreFocus(() =>
                      calculatorRef.current?.querySelector<HTMLElement>('[data-focus-fallback]'),
                    )
                  }
                />
              ) : (
                <div className="flex h-full min-h-48 items-center justify-center rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
                  Select an employee to calculate their paycheck.
                </div>
              )}
            </div>
          </div>
        </TabsContent>
        <TabsContent value="run">
          <PayRunPanel />
        </TabsContent>
      </Tabs>
      <RecentPayRuns />
      <EducationalDisclaimer />
    </div>
  );
}
