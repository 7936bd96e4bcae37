import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'submitAddress': says which screen this is until its own issue builds it. */
export default observer(function SubmitAddress() {
  return <PendingScreen routeName="submitAddress" />;
});
