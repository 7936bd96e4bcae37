import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PublicIcon from '@mui/icons-material/Public';
import { useIntl } from 'react-intl';
import { countrySelectorMessages } from './CountrySelector.messages.ts';
import { CountrySelectorFlag } from './CountrySelectorFlag.tsx';

export interface CountrySelectorProps {
  /** ISO country code, e.g. 'US'; picks the flag. */
  code?: string;
  /** The country's display name. */
  name?: string;
  /** The country call has not ended yet. */
  loading?: boolean;
  /** The region is banned: nothing is shown at all. */
  banned?: boolean;
  onClick?: () => void;
}

/** Header control: the buyer's flag and country; a skeleton until known; absent for a banned region. */
export function CountrySelector({
  code,
  name,
  loading = false,
  banned = false,
  onClick,
}: CountrySelectorProps) {
  const intl = useIntl();
  if (banned) return null;

  if (loading) {
    return (
      <Box
        role="status"
        aria-label={intl.formatMessage(countrySelectorMessages.loading)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: (t) => t.custom.touchTarget }}
      >
        <Skeleton variant="rounded" width={24} height={18} />
        <Skeleton variant="text" width={72} />
      </Box>
    );
  }

  const country = code && name ? { code, name } : undefined;
  return (
    <ButtonBase
      onClick={onClick}
      disabled={!onClick}
      aria-label={
        country ? intl.formatMessage(countrySelectorMessages.change, { country: country.name }) : undefined
      }
      aria-haspopup={onClick ? 'dialog' : undefined}
      sx={{
        gap: 1,
        minHeight: (t) => t.custom.touchTarget,
        px: 1,
        borderRadius: 999,
        color: 'text.primary',
        maxWidth: '100%',
      }}
    >
      {country ? <CountrySelectorFlag code={country.code} /> : <PublicIcon fontSize="small" aria-hidden />}
      <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {country ? country.name : intl.formatMessage(countrySelectorMessages.choose)}
      </Typography>
      {onClick && <ExpandMoreIcon fontSize="small" aria-hidden />}
    </ButtonBase>
  );
}
