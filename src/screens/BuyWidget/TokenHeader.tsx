import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { useIntl } from 'react-intl';
import type { TokenInfo } from '../../stores/quote/BuyWidgetStore.ts';
import { buyWidgetMessages } from './BuyWidget.messages.ts';

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
          <Tooltip title={intl.formatMessage(buyWidgetMessages.volumeHelp)} enterTouchDelay={0} arrow>
            <IconButton size="small" sx={{ color: 'inherit', my: -1 }}>
              <InfoOutlinedIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    </Box>
  );
}
