import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'emailLogin': says which screen this is until its own issue builds it. */
export default observer(function EmailLogin() {
  return <PendingScreen routeName="emailLogin" />;
});
