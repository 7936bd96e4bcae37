import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'cards': says which screen this is until its own issue builds it. */
export default observer(function Cards() {
  return <PendingScreen routeName="cards" />;
});
