import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import { formatCountdown } from '../../lib/index.ts';
import { feeSummaryMessages } from './FeeSummary.messages.ts';
import { FeeSummaryItem } from './FeeSummaryItem.tsx';
import { formatFeeIn, formatFeeTotals } from './formatFee.ts';

export interface FeeSummaryProps {
  processingFee?: number | string;
  networkFee?: number | string;
  /** Currency of the fees, e.g. 'USD' (the pay currency). */
  feeCurrency: string;
  /** SPEC §3 processingFeeSymbol / networkFeeSymbol: a fee's own currency when it differs (default feeCurrency). */
  processingFeeCurrency?: string;
  networkFeeCurrency?: string;
  /** Seconds until the quote is renewed (the store ticks it); undefined hides the countdown. */
  secondsLeft?: number;
  /** A new quote is on its way: the amounts show as skeletons. */
  loading?: boolean;
  defaultExpanded?: boolean;
}

/** Seconds left at which the countdown is read out once; the visible timer itself is never read out. */
export const ANNOUNCE_AT_SECONDS = 10;

type Announcement = { kind: 'renewed' | 'endingSoon'; secondsLeft: number };

/**
 * What the polite live region says: that a new quote arrived (after an earlier one on this screen, not
 * the first) and, once per quote, that it is about to be renewed. Each tick changes only the timer.
 */
function useCountdownAnnouncement(
  secondsLeft: number | undefined,
  loading: boolean,
): Announcement | undefined {
  const counting = !loading && secondsLeft !== undefined;
  const [seen, setSeen] = useState({
    secondsLeft,
    loading,
    quoted: counting,
    announcement: undefined as Announcement | undefined,
  });
  if (seen.secondsLeft !== secondsLeft || seen.loading !== loading) {
    let announcement = seen.announcement;
    if (counting) {
      const renewed =
        seen.quoted && (seen.loading || seen.secondsLeft === undefined || secondsLeft > seen.secondsLeft);
      if (renewed) announcement = { kind: 'renewed', secondsLeft };
      else if (
        secondsLeft <= ANNOUNCE_AT_SECONDS &&
        seen.secondsLeft !== undefined &&
        seen.secondsLeft > ANNOUNCE_AT_SECONDS
      ) {
        announcement = { kind: 'endingSoon', secondsLeft };
      }
    }
    setSeen({ secondsLeft, loading, quoted: seen.quoted || counting, announcement });
  }
  return seen.announcement;
}

const isNonZero = (fee: number | string | undefined) =>
  fee !== undefined && fee !== '' && Number(fee) !== 0 && !Number.isNaN(Number(fee));

export function FeeSummary({
  processingFee,
  networkFee,
  feeCurrency,
  processingFeeCurrency = feeCurrency,
  networkFeeCurrency = feeCurrency,
  secondsLeft,
  loading = false,
  defaultExpanded = false,
}: FeeSummaryProps) {
  const intl = useIntl();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  // Each fee in its own currency: a row each, added only within one currency (SPEC §3 fee data).
  const fees = [
    { label: feeSummaryMessages.processingFee, fee: processingFee, currency: processingFeeCurrency },
    { label: feeSummaryMessages.networkFee, fee: networkFee, currency: networkFeeCurrency },
  ];
  const rows = fees.filter((row) => isNonZero(row.fee));
  const hasDetails = !loading && rows.length > 0;
  const announcement = useCountdownAnnouncement(secondsLeft, loading);

  return (
    <Box sx={{ borderRadius: 2, bgcolor: 'action.hover', px: 2, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: (t) => t.custom.touchTarget }}>
        <ButtonBase
          aria-expanded={hasDetails ? expanded : undefined}
          aria-controls={hasDetails ? detailsId : undefined}
          disabled={!hasDetails}
          onClick={() => setExpanded((open) => !open)}
          sx={{
            flex: 1,
            justifyContent: 'flex-start',
            gap: 0.5,
            minHeight: (t) => t.custom.touchTarget,
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage(feeSummaryMessages.totalFees)}
          </Typography>
          {loading ? (
            <Skeleton width={64} aria-label={intl.formatMessage(feeSummaryMessages.loading)} role="status" />
          ) : (
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {formatFeeTotals(intl, fees, feeCurrency)}
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
        <Box component="span" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
          {announcement &&
            intl.formatMessage(
              announcement.kind === 'renewed'
                ? feeSummaryMessages.quoteRenewed
                : feeSummaryMessages.newQuotesIn,
              {
                countdown: formatCountdown(announcement.secondsLeft),
              },
            )}
        </Box>
        {secondsLeft !== undefined && (
          <Typography
            role="timer"
            variant="body2"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {intl.formatMessage(feeSummaryMessages.newQuotesIn, { countdown: formatCountdown(secondsLeft) })}
          </Typography>
        )}
      </Box>
      {hasDetails && (
        // Expands like MUI's Collapse (its height, then visibility: hidden when closed, so the rows leave the
        // accessibility tree) with a CSS grid-row transition: no transition component in /edit's first load.
        <Box
          id={detailsId}
          sx={(theme) => ({
            display: 'grid',
            gridTemplateRows: expanded ? '1fr' : '0fr',
            visibility: expanded ? 'visible' : 'hidden',
            transition: theme.transitions.create(['grid-template-rows', 'visibility'], {
              duration: theme.transitions.duration.short,
            }),
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          <Box sx={{ minHeight: 0, overflow: 'hidden' }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
              {rows.map((row) => (
                <FeeSummaryItem
                  key={row.label.id}
                  label={intl.formatMessage(row.label)}
                  value={formatFeeIn(intl, row.fee, row.currency, feeCurrency)}
                />
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
