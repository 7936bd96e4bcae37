import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useTypedAmount } from '../../components/AmountInput/index.ts';
import { OutlinedField } from '../../components/OutlinedField/index.ts';
import { toPlainDecimal } from '../../lib/index.ts';
import { useStores } from '../../stores/context.tsx';
import { BuyWidgetStore } from '../../stores/quote/BuyWidgetStore.ts';
import { quoteMessageText } from '../Edit/quoteMessageText.ts';
import { openPurchaseWindow } from '../shared/openPurchaseWindow.ts';
import { buyWidgetMessages } from './BuyWidget.messages.ts';
import { TokenHeader } from './TokenHeader.tsx';

/** The host of the page the widget is embedded in (the referrer), else this page's own host. */
function embeddingHost(): string {
  try {
    return document.referrer ? new URL(document.referrer).host : window.location.host;
  } catch {
    return window.location.host;
  }
}

/**
 * Widget V2 (/buy, SPEC §2): a token header, 'I want to buy' with Max and a min~max placeholder, 'To my
 * wallet address' checked by the gateway, and Get started opening the quote screen in a new window.
 */
export default observer(function BuyWidget() {
  const intl = useIntl();
  const root = useStores();
  const { search } = useLocation();
  const [widget] = useState(() => new BuyWidgetStore(root.api, root.attribution));
  useEffect(() => {
    void widget.open(search);
    return () => widget.dispose();
  }, [widget, search]);
  // The host page's set message (src/embed/bridge.ts) fills this widget while it is shown.
  useEffect(() => {
    root.hostPreset = (preset) => widget.applyHostPreset(preset);
    return () => {
      root.hostPreset = undefined;
    };
  }, [root, widget]);

  const { info } = widget;
  const typed = useTypedAmount(8, (value) => widget.setAmount(value));
  const amountError = typed.refusal ?? quoteMessageText(intl, widget.amountError);
  const addressError = quoteMessageText(intl, widget.addressError);
  const start = () => {
    const link = widget.startLink(embeddingHost());
    if (link) openPurchaseWindow(link);
  };

  if (widget.infoState === 'failed') {
    return (
      <Box sx={{ px: 2, py: 6, textAlign: 'center' }}>
        <Typography role="alert" sx={{ mb: 2 }}>
          {intl.formatMessage(buyWidgetMessages.loadFailed)}
        </Typography>
        <Button variant="outlined" onClick={() => void widget.loadInfo()}>
          {intl.formatMessage(buyWidgetMessages.retry)}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
      sx={{ px: 2, pt: 3, pb: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {info ? (
        <TokenHeader info={info} />
      ) : (
        <Box
          role="status"
          aria-label={intl.formatMessage(buyWidgetMessages.loading)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="35%" />
          </Box>
        </Box>
      )}
      <OutlinedField
        label={intl.formatMessage(buyWidgetMessages.amountLabel)}
        value={widget.amount}
        onChange={(value) => typed.handleText(value)}
        onBlur={() => widget.touchAmount()}
        placeholder={info ? `${toPlainDecimal(info.minAmount)}~${toPlainDecimal(info.maxAmount)}` : undefined}
        error={amountError}
        disabled={!info}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        endAdornment={
          <InputAdornment position="end" sx={{ gap: 1 }}>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {info?.currency ?? widget.currency}
            </Typography>
            <Button
              size="small"
              onClick={() => widget.useMax()}
              disabled={!info}
              sx={{ minWidth: (t) => t.custom.touchTarget, minHeight: 36 }}
            >
              {intl.formatMessage(buyWidgetMessages.max)}
            </Button>
          </InputAdornment>
        }
      />
      <OutlinedField
        label={intl.formatMessage(buyWidgetMessages.addressLabel)}
        value={widget.address}
        onChange={(value) => widget.setAddress(value)}
        onBlur={() => void widget.checkAddress()}
        error={addressError}
        disabled={!info}
        inputProps={{ autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' }}
      />
      <Button
        type="submit"
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        disabled={!widget.canStart}
      >
        {intl.formatMessage(buyWidgetMessages.getStarted)}
      </Button>
    </Box>
  );
});
