import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'addresses': says which screen this is until its own issue builds it. */
export default observer(function Addresses() {
  return <PendingScreen routeName="addresses" />;
});
