import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { BackToBuyButton } from '../shared/BackToBuyButton.tsx';
import { errorPageMessages as m } from '../shared/errorPages.messages.ts';

/** /no-respond: the service did not respond. */
export default observer(function NoRespond() {
  const intl = useIntl();
  return (
    <StatusPage
      tone="error"
      title={intl.formatMessage(m.noRespondTitle)}
      description={intl.formatMessage(m.noRespondText)}
      actions={<BackToBuyButton />}
    />
  );
});
