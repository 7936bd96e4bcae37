import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'kycStatus': says which screen this is until its own issue builds it. */
export default observer(function KycStatus() {
  return <PendingScreen routeName="kycStatus" />;
});
