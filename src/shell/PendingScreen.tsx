import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { routeNamed } from '../routes/registry.ts';
import { routeTitle } from './routeTitle.ts';

/**
 * The page of a route whose screen is built by a later issue: it names the screen and says what it
 * will do, so every route of the registry opens a real, translated page meanwhile.
 */
export function PendingScreen({ routeName }: { routeName: string }) {
  const intl = useIntl();
  const route = routeNamed(routeName);
  const descriptionId = `routes.${route.name}.description`;
  return (
    <Box component="section" aria-labelledby="pending-screen-title" sx={{ px: 3, py: 6, textAlign: 'center' }}>
      <Typography id="pending-screen-title" variant="h2" component={route.hideTopBar ? 'h1' : 'h2'} gutterBottom>
        {routeTitle(intl, route)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage({ id: descriptionId })}</Typography>
    </Box>
  );
}
