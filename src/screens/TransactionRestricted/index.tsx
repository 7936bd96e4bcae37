import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { SUPPORT_EMAIL } from '../../shell/supportEmail.ts';
import { BackToBuyButton } from '../shared/BackToBuyButton.tsx';
import { errorPageMessages as m } from '../shared/errorPages.messages.ts';

/** /transaction-restricted (5004): risk control refused the transaction. */
export default observer(function TransactionRestricted() {
  const intl = useIntl();
  return (
    <StatusPage
      tone="warning"
      title={intl.formatMessage(m.restrictedTitle)}
      description={intl.formatMessage(m.restrictedText, { email: SUPPORT_EMAIL })}
      actions={<BackToBuyButton />}
    />
  );
});
