import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'noRespond': says which screen this is until its own issue builds it. */
export default observer(function NoRespond() {
  return <PendingScreen routeName="noRespond" />;
});
