import { useSearchParams } from 'react-router';
import { CompliancePage } from '../../features/compliance/components/compliance-page';
import { useWorkingToday } from '../../hooks/use-working-today';

export default function ComplianceRoute() {
  const [search] = useSearchParams();
  return (
    <CompliancePage today={useWorkingToday()} initialYear={Number(search.get('year')) || null} />
  );
}
