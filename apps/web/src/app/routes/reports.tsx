import { ReportsPage } from '../../features/reports/components/reports-page';

export default function ReportsRoute() {
  return <ReportsPage />;
}
