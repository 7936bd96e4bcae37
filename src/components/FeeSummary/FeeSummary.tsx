import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { formatCountdown } from '../../lib/index.ts';
import { feeSummaryMessages } from './FeeSummary.messages.ts';
import { FeeSummaryItem } from './FeeSummaryItem.tsx';
import { formatFee } from './formatFee.ts';

export interface FeeSummaryProps {
  processingFee?: number | string;
  networkFee?: number | string;
  /** Currency of both fees, e.g. 'USD'. */
  feeCurrency: string;
  /** Seconds until the quote is renewed (the store ticks it); undefined hides the countdown. */
  secondsLeft?: number;
  /** A new quote is on its way: the amounts show as skeletons. */
  loading?: boolean;
  defaultExpanded?: boolean;
}

const isNonZero = (fee: number | string | undefined) => fee !== undefined && fee !== '' && Number(fee) !== 0 && !Number.isNaN(Number(fee));

export function FeeSummary({
  processingFee,
  networkFee,
  feeCurrency,
  secondsLeft,
  loading = false,
  defaultExpanded = false,
}: FeeSummaryProps) {
  const intl = useIntl();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const rows = [
    { label: feeSummaryMessages.processingFee, fee: processingFee },
    { label: feeSummaryMessages.networkFee, fee: networkFee },
  ].filter((row) => isNonZero(row.fee));
  const hasDetails = !loading && rows.length > 0;

  return (
    <Box sx={{ borderRadius: 2, bgcolor: 'action.hover', px: 2, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        <ButtonBase
          aria-expanded={hasDetails ? expanded : undefined}
          aria-controls={hasDetails ? detailsId : undefined}
          disabled={!hasDetails}
          onClick={() => setExpanded((open) => !open)}
          sx={{ flex: 1, justifyContent: 'flex-start', gap: 0.5, minHeight: 44, borderRadius: 1, color: 'text.primary' }}
        >
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage(feeSummaryMessages.totalFees)}
          </Typography>
          {loading ? (
            <Skeleton width={64} aria-label={intl.formatMessage(feeSummaryMessages.loading)} role="status" />
          ) : (
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {formatFee(intl, [processingFee, networkFee], feeCurrency)}
            </Typography>
          )}
          {hasDetails && (
            <ExpandMoreIcon
              fontSize="small"
              aria-hidden
              sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
            />
          )}
        </ButtonBase>
        {secondsLeft !== undefined && (
          <Typography role="timer" variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {intl.formatMessage(feeSummaryMessages.newQuotesIn, { countdown: formatCountdown(secondsLeft) })}
          </Typography>
        )}
      </Box>
      {hasDetails && (
        <Collapse in={expanded} id={detailsId}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
            {rows.map((row) => (
              <FeeSummaryItem
                key={row.label.id}
                label={intl.formatMessage(row.label)}
                value={formatFee(intl, row.fee, feeCurrency)}
              />
            ))}
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
