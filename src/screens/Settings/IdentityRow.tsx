import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useIntl, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';
import type { IdentityAction, IdentityStanding } from '../../stores/AccountStore.ts';
import { settingsMessages as m } from './Settings.messages.ts';

type Text = TypedMessageDescriptor<NoMessageValues>;

const STANDINGS: Record<
  IdentityStanding,
  { label: Text; hint: Text; color: 'default' | 'success' | 'warning' | 'error' }
> = {
  none: { label: m.none, hint: m.noneHint, color: 'default' },
  information: { label: m.information, hint: m.informationHint, color: 'default' },
  review: { label: m.review, hint: m.reviewHint, color: 'warning' },
  refused: { label: m.refused, hint: m.refusedHint, color: 'error' },
  verified: { label: m.verified, hint: m.verifiedHint, color: 'success' },
};

/** The buyer's identity level: where it stands, what that means, and the way to raise it (if any now). */
export function IdentityRow({
  standing,
  level,
  action,
  onRaise,
}: {
  standing: IdentityStanding;
  level: number;
  action?: IdentityAction;
  onRaise: () => void;
}) {
  const intl = useIntl();
  const shown = STANDINGS[standing];
  return (
    <Box sx={{ display: 'flex', gap: 1.5, px: 2, py: 1.5 }}>
      <VerifiedUserIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(m.identityLabel)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 'fontWeightMedium' }} data-standing={standing}>
            {intl.formatMessage(shown.label)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={shown.color}
            label={intl.formatMessage(m.level, { level })}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(shown.hint)}
        </Typography>
        {action && (
          <Button variant="contained" onClick={onRaise} sx={{ mt: 1 }}>
            {intl.formatMessage(action === 'retryVerifyId' ? m.tryAgainIdentity : m.verifyIdentity)}
          </Button>
        )}
      </Box>
    </Box>
  );
}
