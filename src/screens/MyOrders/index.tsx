import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'myOrders': says which screen this is until its own issue builds it. */
export default observer(function MyOrders() {
  return <PendingScreen routeName="myOrders" />;
});
