import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import type { SavedCard } from '../../stores/cards/types.ts';
import { cardsListMessages as m } from './Cards.messages.ts';
import { cardName } from './SavedCardRow.tsx';

/** Asks before deleting a saved card, naming it by its masked number (SPEC §2). */
export function DeleteCardDialog({
  card,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** The card asked about; none: the dialog is closed. */
  card?: SavedCard;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  // While the dialog fades out after Cancel or Delete, it still names the card it asked about.
  const [asked, setAsked] = useState(card);
  if (card && card !== asked) setAsked(card);
  const named = card ?? asked;
  return (
    <Dialog
      open={Boolean(card)}
      onClose={onCancel}
      aria-labelledby="delete-card-title"
      aria-describedby="delete-card-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-card-title">{intl.formatMessage(m.confirmTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-card-text">
          {intl.formatMessage(m.confirmText, {
            number: named ? cardName(named) : '',
            // The card moves to the next line whole where it fits, rather than breaking inside its number.
            card: (chunks: ReactNode[]) => (
              <Box component="strong" key="card" sx={{ display: 'inline-block', maxWidth: '100%', color: 'text.primary', fontWeight: 'fontWeightMedium' }}>
                {chunks}
              </Box>
            ),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" fullWidth disabled={deleting}>
          {intl.formatMessage(m.confirmCancel)}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" fullWidth loading={deleting}>
          {intl.formatMessage(m.confirmDelete)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
