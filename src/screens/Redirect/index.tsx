import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'redirect': says which screen this is until its own issue builds it. */
export default observer(function Redirect() {
  return <PendingScreen routeName="redirect" />;
});
