import { Box, Link, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages.ts';
import { formatBuildStamp } from '../lib/buildStamp.ts';

/** Support address, company registration notice and the app version. */
export function MenuDrawerFooter({ supportEmail, buildStamp }: { supportEmail: string; buildStamp: string }) {
  const intl = useIntl();
  return (
    <Box component="footer" sx={{ px: 2.5, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="textSecondary">
        {intl.formatMessage(shellMessages.support)}{' '}
        <Link href={`mailto:${supportEmail}`} sx={{ wordBreak: 'break-all' }}>
          {supportEmail}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {intl.formatMessage(shellMessages.registration)}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {intl.formatMessage(shellMessages.version, { version: formatBuildStamp(buildStamp) })}
      </Typography>
    </Box>
  );
}
