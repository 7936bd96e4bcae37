import { observer } from 'mobx-react-lite';
import { PendingScreen } from '../../shell/PendingScreen.tsx';

/** Route 'demoLang': says which screen this is until its own issue builds it. */
export default observer(function DemoLang() {
  return <PendingScreen routeName="demoLang" />;
});
