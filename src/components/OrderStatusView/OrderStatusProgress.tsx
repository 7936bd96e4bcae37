import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import { orderStatusMessages } from './OrderStatusView.messages.ts';
import { PROGRESS_STEPS, stepLabel } from './orderStatusText.ts';

/** Paid → Converting → Converted → Delivering → Delivered, with the steps done ticked and the current one marked. */
export function OrderStatusProgress({ step }: { step: (typeof PROGRESS_STEPS)[number] }) {
  const intl = useIntl();
  const reached = PROGRESS_STEPS.indexOf(step);
  return (
    <Box
      component="ol"
      aria-label={intl.formatMessage(orderStatusMessages.progress)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${PROGRESS_STEPS.length}, minmax(0, 1fr))`,
        gap: 0.5,
      }}
    >
      {PROGRESS_STEPS.map((name, index) => {
        const done = index < reached || (index === reached && name === 'Delivered');
        const current = index === reached && !done;
        const label = stepLabel(intl, name);
        return (
          <Box
            component="li"
            key={name}
            aria-current={current ? 'step' : undefined}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.5,
              textAlign: 'center',
              minWidth: 0,
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: done ? 'success.main' : current ? 'primary.main' : 'action.disabledBackground',
                color: done || current ? 'primary.contrastText' : 'text.secondary',
                fontSize: 13,
                fontWeight: 700,
              }}
            >
              {done ? <CheckIcon sx={{ fontSize: 18 }} /> : index + 1}
            </Box>
            <Typography
              component="span"
              sx={{
                fontSize: 12,
                lineHeight: 1.2,
                fontWeight: current ? 700 : 400,
                color: done || current ? 'text.primary' : 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              <span aria-hidden>{label}</span>
              <Box component="span" sx={visuallyHidden}>
                {done
                  ? intl.formatMessage(orderStatusMessages.stepDone, { step: label })
                  : current
                    ? intl.formatMessage(orderStatusMessages.stepCurrent, { step: label })
                    : label}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
