import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';

/** The address book without a list to show (none saved, or not loaded): why, and the one way on. */
export function BookMessage({
  tone,
  text,
  detail,
  action,
}: {
  tone: 'empty' | 'error';
  text: string;
  /** The gateway's own words, or a hint. */
  detail?: string;
  action: { label: string; onClick: () => void; main?: boolean };
}) {
  const Icon = tone === 'error' ? ErrorIcon : WalletIcon;
  return (
    <Box
      component="section"
      role={tone === 'error' ? 'alert' : undefined}
      sx={{
        px: 3,
        py: 6,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 64, color: tone === 'error' ? 'error.main' : 'text.disabled' }} />
      <Typography sx={{ fontSize: 16, fontWeight: 'fontWeightMedium' }}>{text}</Typography>
      {detail && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', maxWidth: 360 }}>
          {detail}
        </Typography>
      )}
      <Button
        variant={action.main ? 'contained' : 'outlined'}
        size="large"
        onClick={action.onClick}
        sx={{ minWidth: 200, mt: 1 }}
      >
        {action.label}
      </Button>
    </Box>
  );
}
