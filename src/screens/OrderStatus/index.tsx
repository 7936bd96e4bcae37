import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'orderStatus': says which screen this is until its own issue builds it. */
export default observer(function OrderStatus() {
  return <PendingScreen routeName="orderStatus" />;
});
