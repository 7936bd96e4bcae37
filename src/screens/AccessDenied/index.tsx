import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { shellMessages } from '../../shell/shell.messages.ts';
import { BackToBuyButton } from '../shared/BackToBuyButton.tsx';
import { errorPageMessages as m } from '../shared/errorPages.messages.ts';

/** /access-denied (5001): the service is not offered in the caller's region. */
export default observer(function AccessDenied() {
  const intl = useIntl();
  return (
    <StatusPage
      tone="warning"
      title={intl.formatMessage(m.accessDeniedTitle)}
      description={intl.formatMessage(m.accessDeniedText, {
        product: intl.formatMessage(shellMessages.productName),
      })}
      actions={<BackToBuyButton />}
    />
  );
});
