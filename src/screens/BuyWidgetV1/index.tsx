import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'buyWidgetV1': says which screen this is until its own issue builds it. */
export default observer(function BuyWidgetV1() {
  return <PendingScreen routeName="buyWidgetV1" />;
});
