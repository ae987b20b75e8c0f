import { PayrollProcessing } from '../../features/payroll/components/payroll-processing';

export default function PayrollRoute() {
  return <PayrollProcessing />;
}
