import { PageHeader } from '../../components/page-header';
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
      {settings.isPending ? (
        <Skeleton className="h-64 max-w-3xl" />
      ) : settings.isError ? (
        <p role="alert" className="text-danger">
          Could not load the settings.
        </p>
      ) : me.data ? (
        <CompanySettingsForm settings={settings.data} user={me.data} />
      ) : null}
    </div>
  );
}
