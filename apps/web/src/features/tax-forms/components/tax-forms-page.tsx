import type { CompanySettings } from '@paylab/shared';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { PageHeader } from '../../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { QuarterlyReportsTab } from './quarterly-reports-tab';
import { ReconciliationCard } from './reconciliation-card';
import { W2FormsTab } from './w2-forms-tab';
import { W3FormsTab } from './w3-forms-tab';
import { W4FormsTab } from './w4-forms-tab';
import { TaxYearSelect } from '../../../components/tax-year-select';
import { useTaxYearChoice } from '../../../hooks/use-tax-year';

export interface TaxFormsPageProps {
  company: CompanySettings | undefined;
  canWrite: boolean;
}

/**
 * Tax Forms & Reports (spec section 2): the year select and the W-2, W-3, W-4 and quarterly tabs.
 * The select offers the years that can hold paychecks, not the spec's six (issue 30, item 2): no
 * pay date before the first modelled year is accepted, so earlier years could only ever be empty.
 */
export function TaxFormsPage({ company, canWrite }: TaxFormsPageProps) {
  const taxYear = useTaxYearChoice('records');
  const year = taxYear.year;
  return (
    <div>
      <PageHeader
        title="Tax Forms & Reports"
        subtitle="W-2, W-3 and W-4 forms, quarterly Form 941 and annual Form 940, from processed payroll"
        actions={<TaxYearSelect {...taxYear} fieldClassName="w-36" />}
      />
      <Tabs defaultValue="w2">
        <TabsList className="flex h-auto w-full flex-wrap sm:w-auto">
          <TabsTrigger value="w2">W2 Forms</TabsTrigger>
          <TabsTrigger value="w3">W3 Forms</TabsTrigger>
          <TabsTrigger value="w4">W4 Forms</TabsTrigger>
          <TabsTrigger value="quarterly">Quarterly Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="w2">
          <W2FormsTab year={year} company={company} canGenerate={canWrite} />
        </TabsContent>
        <TabsContent value="w3">
          <W3FormsTab year={year} company={company} />
        </TabsContent>
        <TabsContent value="w4">
          <W4FormsTab />
        </TabsContent>
        <TabsContent value="quarterly">
          <QuarterlyReportsTab year={year} canFile={canWrite} />
        </TabsContent>
      </Tabs>
      <div className="mt-6">
        <ReconciliationCard year={year} />
      </div>
      <EducationalDisclaimer />
    </div>
  );
}
