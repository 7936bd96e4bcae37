import { Alert, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context.tsx';
import type { Toast, ToastPosition } from '../stores/UiStore.ts';

const POSITIONS: ToastPosition[] = ['top', 'center', 'bottom'];

/** Shows the UI store's messages, the oldest of each position first, each for its duration. */
export const Toasts = observer(function Toasts() {
  const { ui } = useStores();
  return (
    <>
      {POSITIONS.map((position) => {
        const toast = ui.toasts.find((t) => t.position === position);
        return toast ? (
          <ToastView key={toast.id} toast={toast} onDone={() => ui.dismissToast(toast.id)} />
        ) : null;
      })}
    </>
  );
});

function ToastView({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const intl = useIntl();
  const text =
    typeof toast.message === 'string'
      ? toast.message
      : intl.formatMessage({ id: toast.message.id }, toast.message.values);
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A tap elsewhere on the page is not a request to hide the message.
    if (reason !== 'clickaway') onDone();
  };
  const vertical = toast.position === 'top' ? 'top' : 'bottom';
  return (
    <Snackbar
      open
      autoHideDuration={toast.duration}
      onClose={onClose}
      anchorOrigin={{ vertical, horizontal: 'center' }}
      sx={
        toast.position === 'center'
          ? { top: '50%', bottom: 'auto', transform: 'translate(-50%, -50%)' }
          : undefined
      }
    >
      <Alert severity={toast.severity} variant="filled" icon={false} sx={{ width: '100%', maxWidth: 440 }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
