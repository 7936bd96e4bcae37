import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'selectCard': says which screen this is until its own issue builds it. */
export default observer(function SelectCard() {
  return <PendingScreen routeName="selectCard" />;
});
