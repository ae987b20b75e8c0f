import { can } from '@paylab/shared/permissions';
import { useMe } from '../../features/auth/api/get-me';
import { useCompanySettings } from '../../api/get-company-settings';
import { TaxFormsPage } from '../../features/tax-forms/components/tax-forms-page';

export default function TaxFormsRoute() {
  const me = useMe();
  const company = useCompanySettings();
  return <TaxFormsPage company={company.data} canWrite={can(me.data?.role, 'write:tax-form')} />;
}
