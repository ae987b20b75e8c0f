import { useParams } from 'react-router';
import { StateCompliancePage } from '../../features/compliance/components/state-compliance-page';
import { useWorkingToday } from '../../hooks/use-working-today';

export default function ComplianceStateRoute() {
  const { code = '' } = useParams();
  return <StateCompliancePage code={code} today={useWorkingToday()} />;
}
