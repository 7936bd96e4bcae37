import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'paymentStatus': says which screen this is until its own issue builds it. */
export default observer(function PaymentStatus() {
  return <PendingScreen routeName="paymentStatus" />;
});
