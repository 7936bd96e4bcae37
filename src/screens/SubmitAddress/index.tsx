import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { AddressField } from '../../components/AddressField/index.ts';
import type { SchemaFormHandle } from '../../forms/SchemaForm/index.ts';
import { useStores } from '../../stores/context.tsx';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { NoQuote } from '../shared/NoQuote.tsx';
import { OrderCreationAlert } from '../shared/OrderCreationAlert.tsx';
import { orderCreationMessages as creation } from '../shared/orderCreation.messages.ts';
import { useFlowStep } from '../shared/useFlowStep.ts';
import { submitAddressMessages } from './SubmitAddress.messages.ts';
import { WalletTypeForm } from './WalletTypeForm.tsx';

/** The code of its schema form comes with the screen's (src/routes/screens.ts). */
export { loadSchemaForm as loadLazyParts } from '../../forms/SchemaForm/index.ts';

/**
 * Submit Address (/submit-address, SPEC §4): the receiving address (checked by the gateway as it is typed)
 * and the destination wallet type; a logged-in buyer may pick a saved address or save this one. The page
 * holds the buyer's confirmation that they own the address (SPEC §2), and its Confirm makes the order and
 * goes on to pay, as Confirm Address does (issue 16: one step fewer). A fixed address from a widget, or a
 * returning buyer's remembered one, skips the page (the store decides where to).
 */
export default observer(function SubmitAddress() {
  const intl = useIntl();
  const { order, addresses, cards } = useStores();
  // The wallet-type form loads lazily: Confirm waits for it, so its errors can show.
  const [walletForm, setWalletForm] = useState<SchemaFormHandle | null>(null);
  const ownershipId = useId();
  const phase = useFlowStep(() => order.enterSubmitAddress(), order.addressLeadsTo);

  useEffect(() => {
    if (phase !== 'stay') return;
    void order.loadExchanges();
    void order.loadSavedAddresses();
  }, [phase, order]);

  if (phase === 'noQuote') return <NoQuote onNewQuote={() => order.startOver()} />;
  if (phase !== 'stay') return <FlowSkeleton blocks={[96, 120, 48]} />;

  const symbol = order.getSymbol;
  const addressError =
    order.addressError === 'required'
      ? intl.formatMessage(submitAddressMessages.required, { symbol })
      : order.addressError === 'invalid'
        ? intl.formatMessage(submitAddressMessages.invalid)
        : undefined;

  const submit = async () => {
    const walletValid = walletForm?.validate() ?? false;
    await order.submitAddress({ walletValid });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
    >
      <Box>
        <Typography variant="h2" component="h2">
          {intl.formatMessage(submitAddressMessages.heading, { symbol })}
        </Typography>
        {order.quote?.network && (
          <Alert severity="info" role="note" sx={{ mt: 1 }}>
            {intl.formatMessage(submitAddressMessages.network, { network: order.quote.network })}
          </Alert>
        )}
      </Box>
      <AddressField
        value={order.address}
        symbol={symbol}
        error={addressError}
        checking={order.checkingAddress}
        savedAddresses={order.savedAddresses}
        save={
          order.isLoggedIn
            ? { checked: order.isSaveAddress, onChange: (save) => order.setSaveAddress(save) }
            : undefined
        }
        onChange={(address) => order.setAddress(address)}
        onBlur={() => {
          if (order.address.trim()) void order.checkAddress();
        }}
      />
      {order.isLoggedIn && (
        <Button
          variant="text"
          startIcon={<AddIcon />}
          onClick={() => addresses.startAddFromPurchase()}
          sx={{ alignSelf: 'flex-start', mt: -1 }}
        >
          {intl.formatMessage(submitAddressMessages.addToBook)}
        </Button>
      )}
      <Box component="section" aria-label={intl.formatMessage(submitAddressMessages.walletHeading)}>
        <WalletTypeForm
          ref={setWalletForm}
          value={order.wallet}
          exchanges={order.exchanges}
          disabled={order.submittingAddress || order.creating}
          onChange={(wallet) => order.setWallet(wallet)}
        />
      </Box>
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <OrderCreationAlert
          refusal={order.createError}
          onVerifyIdentity={() => cards.goToIdentityStep('submitAddress')}
          onNewQuote={() => void order.renewQuote()}
          onRetry={() => void submit()}
          busy={order.quoteLoading || order.creating}
        />
        <Alert severity="warning" role="note" id={ownershipId}>
          {intl.formatMessage(creation.warning)}
        </Alert>
        {order.creating && <LinearProgress aria-label={intl.formatMessage(creation.creating)} />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          aria-describedby={ownershipId}
          disabled={!order.canSubmitAddress || !walletForm}
        >
          {intl.formatMessage(creation.confirm)}
        </Button>
      </Box>
    </Box>
  );
});
