import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorIcon from '@mui/icons-material/ErrorRounded';
import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import InfoIcon from '@mui/icons-material/InfoRounded';
import HourglassIcon from '@mui/icons-material/HourglassTopRounded';

/** What the page says about the outcome: its icon and colour (status colours only for status). */
export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'pending';

export interface StatusPageProps {
  tone: StatusTone;
  title: string;
  description?: ReactNode;
  /** Anything between the text and the actions (hints, a summary, order details). */
  children?: ReactNode;
  /** The page's buttons, the first the main one. */
  actions?: ReactNode;
  /** The status changes while the page is open: screen readers hear the new title and text. */
  live?: boolean;
  /** The page replaces what failed (a crashed screen): announced at once as an alert. */
  alert?: boolean;
}

const ICONS = {
  success: CheckCircleIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
  pending: HourglassIcon,
};
const COLOURS = {
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
  info: 'primary.main',
  pending: 'primary.main',
};

/** A result or error page: a large status icon, a title, a text, optional content and the ways on. */
export function StatusPage({
  tone,
  title,
  description,
  children,
  actions,
  live = false,
  alert = false,
}: StatusPageProps) {
  const Icon = ICONS[tone];
  return (
    <Box
      component="section"
      role={alert ? 'alert' : undefined}
      sx={{ px: 3, pt: 5, pb: 3, display: 'flex', flexDirection: 'column', gap: 3, flex: 1 }}
    >
      <Box
        aria-live={live ? 'polite' : undefined}
        aria-atomic={live ? true : undefined}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
      >
        <Icon aria-hidden data-tone={tone} sx={{ fontSize: 64, color: COLOURS[tone] }} />
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description && (
          <Typography
            component="div"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere', maxWidth: 400 }}
          >
            {description}
          </Typography>
        )}
      </Box>
      {children}
      {actions && (
        <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>{actions}</Box>
      )}
    </Box>
  );
}
