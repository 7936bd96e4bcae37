import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SavedEntry } from '../../stores/AddressBookStore.ts';
import { addressesMessages as m } from './Addresses.messages.ts';
import { monospace } from './AddressRow.tsx';

/** Asks before deleting a saved address, showing its name, crypto, network and whole address. */
export function DeleteAddressDialog({
  entry,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** The address asked about; none: the dialog is closed. */
  entry?: SavedEntry;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  // While the dialog fades out after Cancel or Delete, it still shows the address it asked about.
  const [asked, setAsked] = useState(entry);
  if (entry && entry !== asked) setAsked(entry);
  const shown = entry ?? asked;
  return (
    <Dialog
      open={Boolean(entry)}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{intl.formatMessage(m.confirmTitle)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText id={textId}>{intl.formatMessage(m.confirmText)}</DialogContentText>
        {shown && (
          <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
              {shown.name || intl.formatMessage(m.unnamed)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {intl.formatMessage(m.groupHeading, { crypto: shown.crypto, network: shown.networkName })}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: monospace, overflowWrap: 'anywhere' }}>
              {shown.address}
            </Typography>
          </Box>
        )}
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
