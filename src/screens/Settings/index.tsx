import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'settings': says which screen this is until its own issue builds it. */
export default observer(function Settings() {
  return <PendingScreen routeName="settings" />;
});
