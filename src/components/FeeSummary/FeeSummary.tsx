import { useId, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';
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

// Styled once per theme (theme/sxOnce.ts): the countdown re-renders this every second.
const Panel = styled('div')(sxOnce({ borderRadius: 2, bgcolor: 'action.hover', px: 2, py: 1 }));
const Header = styled('div')(
  sxOnce({ display: 'flex', alignItems: 'center', gap: 1, minHeight: (t) => t.custom.touchTarget }),
);
const Toggle = styled(ButtonBase)(
  sxOnce({
    flex: 1,
    justifyContent: 'flex-start',
    gap: 0.5,
    minHeight: (t) => t.custom.touchTarget,
    borderRadius: 1,
    color: 'text.primary',
  }),
);
const Label = styled('span')(textOnce('body2', { color: 'text.secondary' }));
const Total = styled('span')(textOnce('body2', { fontWeight: 600 }));
const Chevron = styled(ExpandMoreIcon)<{ ownerState: { expanded: boolean } }>(
  sxOnce({ transition: 'transform 150ms', transform: 'none' }, [
    { when: { expanded: true }, sx: { transform: 'rotate(180deg)' } },
  ]),
);
const Timer = styled('p')(textOnce('body2', { color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }));
// Expands like MUI's Collapse (its height, then visibility: hidden when closed, so the rows leave the
// accessibility tree) with a CSS grid-row transition: no transition component in /edit's first load.
const Details = styled('div')<{ ownerState: { expanded: boolean } }>(
  sxOnce(
    (theme) => ({
      display: 'grid',
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transition: theme.transitions.create(['grid-template-rows', 'visibility'], {
        duration: theme.transitions.duration.short,
      }),
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    }),
    [{ when: { expanded: true }, sx: { gridTemplateRows: '1fr', visibility: 'visible' } }],
  ),
);
const Clip = styled('div')(sxOnce({ minHeight: 0, overflow: 'hidden' }));
const Rows = styled('ul')(sxOnce({ listStyle: 'none', m: 0, p: 0, pb: 1 }));

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
    <Panel>
      <Header>
        <Toggle
          aria-expanded={hasDetails ? expanded : undefined}
          aria-controls={hasDetails ? detailsId : undefined}
          disabled={!hasDetails}
          onClick={() => setExpanded((open) => !open)}
        >
          <Label>{intl.formatMessage(feeSummaryMessages.totalFees)}</Label>
          {loading ? (
            <Skeleton width={64} aria-label={intl.formatMessage(feeSummaryMessages.loading)} role="status" />
          ) : (
            <Total>{formatFeeTotals(intl, fees, feeCurrency)}</Total>
          )}
          {hasDetails && <Chevron fontSize="small" aria-hidden ownerState={{ expanded }} />}
        </Toggle>
        <span aria-live="polite" aria-atomic="true" style={visuallyHidden}>
          {announcement &&
            intl.formatMessage(
              announcement.kind === 'renewed'
                ? feeSummaryMessages.quoteRenewed
                : feeSummaryMessages.newQuotesIn,
              {
                countdown: formatCountdown(announcement.secondsLeft),
              },
            )}
        </span>
        {secondsLeft !== undefined && (
          <Timer role="timer">
            {intl.formatMessage(feeSummaryMessages.newQuotesIn, { countdown: formatCountdown(secondsLeft) })}
          </Timer>
        )}
      </Header>
      {hasDetails && (
        <Details id={detailsId} ownerState={{ expanded }}>
          <Clip>
            <Rows>
              {rows.map((row) => (
                <FeeSummaryItem
                  key={row.label.id}
                  label={intl.formatMessage(row.label)}
                  value={formatFeeIn(intl, row.fee, row.currency, feeCurrency)}
                />
              ))}
            </Rows>
          </Clip>
        </Details>
      )}
    </Panel>
  );
}
