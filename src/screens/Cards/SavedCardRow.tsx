import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useIntl } from 'react-intl';
import { maskCardNumber } from '../../lib/maskCard.ts';
import type { SavedCard } from '../../stores/cards/types.ts';
import { cardMessages } from '../cardFlow/card.messages.ts';
import { cardsListMessages as m } from './Cards.messages.ts';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** A saved card as the list and the delete prompt name it: brand and masked number (last 4 digits only). */
export const cardName = (card: SavedCard) => `${card.brand} ${maskCardNumber(card.last4)}`;

/** One saved card: brand, masked number, expiry, and its delete button. */
export function SavedCardRow({
  card,
  onDelete,
  disabled = false,
}: {
  card: SavedCard;
  onDelete: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 64,
        pl: 2,
        pr: 0.5,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: `${theme.custom.radius.medium}px`,
        boxShadow: theme.custom.shadows.card,
      })}
    >
      <CreditCardIcon aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
          {card.brand}
        </Typography>
        {/* The number and the expiry each stay whole; the expiry goes under the number when the line is short. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {maskCardNumber(card.last4)}
          </Typography>{' '}
          <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {intl.formatMessage(cardMessages.expires, {
              month: twoDigits(card.expMonth),
              year: twoDigits(card.expYear),
            })}
          </Typography>
        </Box>
      </Box>
      <IconButton
        onClick={onDelete}
        disabled={disabled}
        aria-label={intl.formatMessage(m.deleteCard, { card: cardName(card) })}
        sx={{ color: 'error.main', flexShrink: 0 }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
