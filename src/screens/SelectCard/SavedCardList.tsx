import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useIntl } from 'react-intl';
import type { SavedCard } from '../../stores/CardStore.ts';
import { cardMessages as m } from '../cardFlow/card.messages.ts';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** The saved cards as a radio group: brand, masked number and expiry of each (never more of the number). */
export function SavedCardList({
  cards,
  chosenId,
  onChoose,
  labelledBy,
  disabled = false,
}: {
  cards: SavedCard[];
  chosenId?: string;
  onChoose: (id: string) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={chosenId ?? ''}
      onChange={(event) => onChoose(event.target.value)}
      sx={{ gap: 1 }}
    >
      {cards.map((card) => {
        const checked = card.id === chosenId;
        const nameId = `saved-card-${card.id}`;
        return (
          <Box
            key={card.id}
            component="label"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minHeight: 64,
              px: 1.5,
              border: 1,
              borderRadius: 2,
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: checked ? 'action.selected' : 'background.paper',
              cursor: disabled ? 'default' : 'pointer',
            }}
          >
            <Radio value={card.id} disabled={disabled} slotProps={{ input: { 'aria-labelledby': nameId } }} />
            <CreditCardIcon aria-hidden sx={{ color: 'text.secondary' }} />
            <Box id={nameId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {card.brand} {card.maskedNumber}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {intl.formatMessage(m.expires, {
                  month: twoDigits(card.expMonth),
                  year: twoDigits(card.expYear),
                })}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </RadioGroup>
  );
}
