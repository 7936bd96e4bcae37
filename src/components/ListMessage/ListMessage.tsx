import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import InboxIcon from '@mui/icons-material/InboxOutlined';

export interface ListMessageProps {
  /** 'empty': nothing to list yet (a quiet icon); 'error': the list could not be loaded (the error colour, announced). */
  tone: 'empty' | 'error';
  /** The icon of the empty list (what it would hold). */
  emptyIcon?: SvgIconComponent;
  text: string;
  /** The gateway's own words, or a hint. */
  detail?: string;
  action: { label: string; onClick: () => void; main?: boolean };
}

/** A list (or its form) without anything to show: why, and the one way on. */
export function ListMessage({ tone, emptyIcon = InboxIcon, text, detail, action }: ListMessageProps) {
  const Icon = tone === 'error' ? ErrorIcon : emptyIcon;
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
