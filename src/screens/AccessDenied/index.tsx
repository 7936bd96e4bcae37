import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'accessDenied': says which screen this is until its own issue builds it. */
export default observer(function AccessDenied() {
  return <PendingScreen routeName="accessDenied" />;
});
