import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'edit': says which screen this is until its own issue builds it. */
export default observer(function Edit() {
  return <PendingScreen routeName="edit" />;
});
