import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'confirmAddress': says which screen this is until its own issue builds it. */
export default observer(function ConfirmAddress() {
  return <PendingScreen routeName="confirmAddress" />;
});
