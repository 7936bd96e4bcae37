import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LoginLayoutProps {
  heading: string;
  /** What the step asks of the buyer. */
  intro: ReactNode;
  /** A way back under the intro (e.g. Change e-mail). */
  introAction?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A step of the e-mail login: heading, a few words, and a form whose messages are all the app's own. */
export function LoginLayout({ heading, intro, introAction, onSubmit, children }: LoginLayoutProps) {
  return (
    <Box
      component="form"
      noValidate
      // Sends nothing of itself: on the page rendered ahead, before the app's code has come, Enter neither
      // reloads the page nor loses what was typed (scripts/prerender.ts, worksAhead). The app sends it.
      method="dialog"
      onSubmit={onSubmit}
      sx={{ px: 2, pt: 3, pb: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" component="h2">
          {heading}
        </Typography>
        <Typography component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {intro}
        </Typography>
        {introAction}
      </Box>
      {children}
    </Box>
  );
}
