import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'transactionRestricted': says which screen this is until its own issue builds it. */
export default observer(function TransactionRestricted() {
  return <PendingScreen routeName="transactionRestricted" />;
});
