import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useMe } from '../../features/auth/api/get-me';
import { useCompanySettings } from '../../api/get-company-settings';
import { CompanySettingsForm } from '../../features/company/components/company-settings-form';

export default function SettingsRoute() {
  const me = useMe();
  const settings = useCompanySettings();
  return (
    <div>
      <PageHeader title="Settings" subtitle="Company details and payroll settings" />
      <QueryState
        query={settings}
        loading={<Skeleton className="h-64 max-w-3xl" />}
        errorMessage="Could not load the settings."
      >
        {(data) => (me.data ? <CompanySettingsForm settings={data} user={me.data} /> : null)}
      </QueryState>
    </div>
  );
}
