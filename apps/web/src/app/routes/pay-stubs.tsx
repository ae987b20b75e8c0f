import { PayStubHistory } from '../../features/pay-stubs/components/pay-stub-history';

export default function PayStubsRoute() {
  return <PayStubHistory />;
}
