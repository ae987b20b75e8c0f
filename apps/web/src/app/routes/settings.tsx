import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe } from '../../features/auth/api/get-me';
import { useCompanySettings } from '../../api/get-company-settings';
import { CompanySettingsForm } from '../../features/company/components/company-settings-form';
import { BenefitPlansPanel } from '../../features/company/components/benefit-plans-panel';

const SETTINGS_TABS = ['company', 'benefits'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function toSettingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'company';
}

export default function SettingsRoute() {
  const me = useMe();
  const settings = useCompanySettings();
  // The open tab is in the address (?tab=benefits), so a link or a reload lands on it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toSettingsTab(searchParams.get('tab'));
  return (
    <div>
      <PageHeader title="Settings" subtitle="Company details, payroll settings and benefit plans" />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'company' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="company">Company</TabsTrigger>
          <TabsTrigger value="benefits">Benefits</TabsTrigger>
        </TabsList>
        <TabsContent value="company">
          <QueryState
            query={settings}
            loading={<Skeleton className="h-64 max-w-3xl" />}
            errorMessage="Could not load the settings."
          >
            {(data) => (me.data ? <CompanySettingsForm settings={data} user={me.data} /> : null)}
          </QueryState>
        </TabsContent>
        <TabsContent value="benefits">
          {me.data ? <BenefitPlansPanel user={me.data} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
