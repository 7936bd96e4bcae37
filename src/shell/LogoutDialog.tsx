import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages.ts';

export interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before logging out: Cancel keeps the session, Yes ends it. */
export function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="logout-dialog-title">{intl.formatMessage(shellMessages.logoutTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">
          {intl.formatMessage(shellMessages.logoutQuestion)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" fullWidth>
          {intl.formatMessage(shellMessages.logoutCancel)}
        </Button>
        <Button onClick={onConfirm} variant="contained" fullWidth>
          {intl.formatMessage(shellMessages.logoutConfirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
