import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDeleteDialogProps<T> {
  /** What the dialog asks about; none: it is closed. While it fades out, it still shows the last one. */
  subject?: T;
  title: string;
  /** The question about the subject (the dialog's description). */
  text: (subject: T) => ReactNode;
  /** The subject shown whole under the question, in a quiet block. */
  details?: (subject: T) => ReactNode;
  cancelLabel: string;
  deleteLabel: string;
  /** The deletion is under way: Delete shows its progress, Cancel and closing wait for it. */
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting something saved: a title, the question naming it, Cancel and a red Delete. */
export function ConfirmDeleteDialog<T>({
  subject,
  title,
  text,
  details,
  cancelLabel,
  deleteLabel,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps<T>) {
  const titleId = useId();
  const textId = useId();
  const [asked, setAsked] = useState(subject);
  if (subject !== undefined && subject !== asked) setAsked(subject);
  const shown = subject ?? asked;
  return (
    <Dialog
      open={subject !== undefined}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {shown !== undefined && (
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <DialogContentText id={textId}>{text(shown)}</DialogContentText>
          {details && (
            <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5 }}>
              {details(shown)}
            </Box>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" fullWidth disabled={deleting}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" fullWidth loading={deleting}>
          {deleteLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
