import { useParams, useSearchParams } from 'react-router';
import { StateCompliancePage } from '../../features/compliance/components/state-compliance-page';

export default function ComplianceStateRoute() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  return <StateCompliancePage code={code} initialYear={Number(search.get('year')) || null} />;
}
