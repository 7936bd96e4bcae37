import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'buyWidget': says which screen this is until its own issue builds it. */
export default observer(function BuyWidget() {
  return <PendingScreen routeName="buyWidget" />;
});
