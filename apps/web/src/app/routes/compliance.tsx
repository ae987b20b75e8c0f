import { CompliancePage } from '../../features/compliance/components/compliance-page';
import { toLocalDateString } from '../../lib/format';

export default function ComplianceRoute() {
  return <CompliancePage today={toLocalDateString()} />;
}
