import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { useIntl } from 'react-intl';
import { formatFee } from '../FeeSummary/formatFee.ts';
import { offerCardMessages } from './OfferCard.messages.ts';

/** A provider's offer as the card shows it. */
export interface OfferCardOffer {
  offerType: string;
  name: string;
  /** Logo URL. */
  image: string;
  getCurrencyAmount: string;
  processingFee: string;
  networkFee: string;
  feeCurrency: string;
}

/** What the provider needs of the buyer: an ID above a threshold, or nothing more (already verified). */
export type OfferRequirement =
  { kind: 'identityAbove'; amount: number; currency: string } | { kind: 'verified' };

export interface OfferCardProps {
  offer: OfferCardOffer;
  /** Display symbol of the crypto, e.g. 'BTC'. */
  getSymbol: string;
  requirement: OfferRequirement;
  best?: boolean;
  checked: boolean;
  /** Name of the radio group the card belongs to. */
  groupName: string;
  disabled?: boolean;
  onSelect: (offerType: string) => void;
}

const Card = styled('label')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 1.5, 1.5, 2),
    borderRadius: theme.custom.radius.medium,
    border: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    cursor: 'pointer',
    minWidth: 0,
    '&:has(input:checked)': theme.custom.selectedOutline,
    '&:has(input:focus-visible)': theme.custom.focusRing,
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'default' },
  };
});

/** One provider's offer: logo, name, what the buyer gets, fees, the best-rate mark and what it needs of the buyer. A radio of the offers' group. */
export function OfferCard({
  offer,
  getSymbol,
  requirement,
  best = false,
  checked,
  groupName,
  disabled = false,
  onSelect,
}: OfferCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const detailsId = useId();
  const amount = intl.formatNumber(Number(offer.getCurrencyAmount), { maximumFractionDigits: 8 });
  const verified = requirement.kind === 'verified';
  const requirementText = verified
    ? intl.formatMessage(offerCardMessages.verified)
    : intl.formatMessage(offerCardMessages.identityAbove, {
        amount: `${intl.formatNumber(requirement.amount)} ${requirement.currency}`,
      });

  return (
    <Card data-offer={offer.offerType}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box
          component="img"
          src={offer.image}
          alt={intl.formatMessage(offerCardMessages.logo, { name: offer.name })}
          sx={{ width: 32, height: 32, borderRadius: 1, objectFit: 'contain', flexShrink: 0 }}
        />
        <Typography
          id={nameId}
          component="span"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {offer.name}
        </Typography>
        <Radio
          checked={checked}
          disabled={disabled}
          name={groupName}
          value={offer.offerType}
          onChange={() => onSelect(offer.offerType)}
          slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId } }}
          sx={{ m: -1 }}
        />
      </Box>
      <Box id={detailsId} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {best && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={intl.formatMessage(offerCardMessages.best)}
            sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
          />
        )}
        <Box>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
            {intl.formatMessage(offerCardMessages.youGet)}
          </Typography>
          <Typography
            component="span"
            sx={{ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {amount} {getSymbol}
          </Typography>
        </Box>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(offerCardMessages.fees)}{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {formatFee(intl, [offer.processingFee, offer.networkFee], offer.feeCurrency)}
          </Box>
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: verified ? 'success.main' : 'text.secondary',
          }}
        >
          {verified ? (
            <VerifiedIcon aria-hidden fontSize="small" />
          ) : (
            <BadgeIcon aria-hidden fontSize="small" />
          )}
          {requirementText}
        </Typography>
      </Box>
    </Card>
  );
}
