import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'selectOffer': says which screen this is until its own issue builds it. */
export default observer(function SelectOffer() {
  return <PendingScreen routeName="selectOffer" />;
});
