import { CompliancePage } from '../../features/compliance/components/compliance-page';
import { useWorkingToday } from '../../hooks/use-working-today';

export default function ComplianceRoute() {
  return <CompliancePage today={useWorkingToday()} />;
}
