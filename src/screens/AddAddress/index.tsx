import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'addAddress': says which screen this is until its own issue builds it. */
export default observer(function AddAddress() {
  return <PendingScreen routeName="addAddress" />;
});
