import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PublicIcon from '@mui/icons-material/Public';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';
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

const Loading = styled('div')(
  sxOnce({ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: (t) => t.custom.touchTarget }),
);
const Selector = styled(ButtonBase)(
  sxOnce({
    gap: 1,
    minHeight: (t) => t.custom.touchTarget,
    px: 1,
    borderRadius: 999,
    color: 'text.primary',
    maxWidth: '100%',
  }),
);
// As Typography's noWrap: one line, cut with an ellipsis.
const Name = styled('span')(
  textOnce('body2', { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }),
);

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
      <Loading role="status" aria-label={intl.formatMessage(countrySelectorMessages.loading)}>
        <Skeleton variant="rounded" width={24} height={18} />
        <Skeleton variant="text" width={72} />
      </Loading>
    );
  }

  const country = code && name ? { code, name } : undefined;
  return (
    <Selector
      onClick={onClick}
      disabled={!onClick}
      aria-label={
        country ? intl.formatMessage(countrySelectorMessages.change, { country: country.name }) : undefined
      }
      aria-haspopup={onClick ? 'dialog' : undefined}
    >
      {country ? <CountrySelectorFlag code={country.code} /> : <PublicIcon fontSize="small" aria-hidden />}
      <Name>{country ? country.name : intl.formatMessage(countrySelectorMessages.choose)}</Name>
      {onClick && <ExpandMoreIcon fontSize="small" aria-hidden />}
    </Selector>
  );
}
