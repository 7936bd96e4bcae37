import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One group of Settings: a small heading above a card-like surface. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography
        id={id}
        variant="subtitle2"
        component="h2"
        sx={{ px: 0.5, color: 'text.secondary', fontWeight: 'fontWeightMedium' }}
      >
        {title}
      </Typography>
      <Box
        sx={(theme) => ({
          bgcolor: 'background.paper',
          borderRadius: `${theme.custom.radius.medium}px`,
          boxShadow: theme.custom.shadows.card,
          overflow: 'hidden',
        })}
      >
        {children}
      </Box>
    </Box>
  );
}
