import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'enterCard': says which screen this is until its own issue builds it. */
export default observer(function EnterCard() {
  return <PendingScreen routeName="enterCard" />;
});
