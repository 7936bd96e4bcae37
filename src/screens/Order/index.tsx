import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'order': says which screen this is until its own issue builds it. */
export default observer(function Order() {
  return <PendingScreen routeName="order" />;
});
