import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'verifyId': says which screen this is until its own issue builds it. */
export default observer(function VerifyId() {
  return <PendingScreen routeName="verifyId" />;
});
