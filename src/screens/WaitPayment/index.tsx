import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'waitPayment': says which screen this is until its own issue builds it. */
export default observer(function WaitPayment() {
  return <PendingScreen routeName="waitPayment" />;
});
