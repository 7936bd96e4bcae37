import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { useIntl } from 'react-intl';
import type { TokenInfo } from '../../stores/quote/BuyWidgetStore.ts';
import { buyWidgetMessages } from './BuyWidget.messages.ts';
import { HelpButton } from './HelpButton.tsx';

/** The widget's token: image, symbol and name, the hot flag, and the 24h volume in dollars with its explanation. */
export function TokenHeader({ info }: { info: TokenInfo }) {
  const intl = useIntl();
  const volume = intl.formatNumber(info.vol24, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 2,
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <img src={info.imgUrl} alt="" width={48} height={48} style={{ borderRadius: '50%', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h1" component="h1" noWrap sx={{ fontSize: '1.25rem' }}>
            {info.currency}
          </Typography>
          <Typography component="span" variant="body2" noWrap sx={{ color: 'text.secondary', minWidth: 0 }}>
            {info.name}
          </Typography>
          {info.isHot === 1 && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              icon={<LocalFireDepartmentIcon aria-hidden />}
              label={intl.formatMessage(buyWidgetMessages.hot)}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">{intl.formatMessage(buyWidgetMessages.volume, { volume })}</Typography>
          <HelpButton help={intl.formatMessage(buyWidgetMessages.volumeHelp)} />
        </Box>
      </Box>
    </Box>
  );
}
