import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';

export interface HistoryMessageProps {
  /** 'empty': no order yet (a quiet icon); 'error': the list could not be loaded (the error colour). */
  tone: 'empty' | 'error';
  text: string;
  /** The gateway's own words, when it gave any. */
  detail?: string;
  action: { label: string; onClick: () => void; main?: boolean };
}

/** My Orders without a list to show: why, and the one way on. */
export function HistoryMessage({ tone, text, detail, action }: HistoryMessageProps) {
  const Icon = tone === 'error' ? ErrorIcon : ReceiptLongIcon;
  return (
    <Box
      component="section"
      role={tone === 'error' ? 'alert' : undefined}
      sx={{ px: 3, py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}
    >
      <Icon aria-hidden sx={{ fontSize: 64, color: tone === 'error' ? 'error.main' : 'text.disabled' }} />
      <Typography sx={{ fontSize: 16, fontWeight: 'fontWeightMedium' }}>{text}</Typography>
      {detail && <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{detail}</Typography>}
      <Button variant={action.main ? 'contained' : 'outlined'} size="large" onClick={action.onClick} sx={{ minWidth: 200, mt: 1 }}>
        {action.label}
      </Button>
    </Box>
  );
}
