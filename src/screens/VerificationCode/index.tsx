import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'verificationCode': says which screen this is until its own issue builds it. */
export default observer(function VerificationCode() {
  return <PendingScreen routeName="verificationCode" />;
});
