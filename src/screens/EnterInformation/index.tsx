import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'enterInformation': says which screen this is until its own issue builds it. */
export default observer(function EnterInformation() {
  return <PendingScreen routeName="enterInformation" />;
});
