import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'serverTimeout': says which screen this is until its own issue builds it. */
export default observer(function ServerTimeout() {
  return <PendingScreen routeName="serverTimeout" />;
});
