import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';
import { formatFee } from '../FeeSummary/formatFee.ts';
import { paymentMethodGridMessages } from './PaymentMethodGrid.messages.ts';
import {
  PaymentMethodGridItem,
  PaymentMethodGridItemPlaceholder,
  type PaymentMethodOption,
} from './PaymentMethodGridItem.tsx';

/** Methods shown before the More button. */
export const COLLAPSED_COUNT = 6;
/** SPEC: the skeleton shows 5 placeholders (each as tall as a tile; the More row's space is kept too). */
const SKELETON_COUNT = 5;

export interface PaymentMethodGridProps {
  methods: readonly PaymentMethodOption[];
  selectedId?: string;
  /** The methods are loading: five placeholders, in the space of the collapsed grid and its More row. */
  loading?: boolean;
  disabled?: boolean;
  onSelect: (id: string) => void;
  /** The empty state's Refresh button. */
  onRefresh: () => void;
}

const Grid = styled('div')(
  sxOnce({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }),
);
const MoreRow = styled('div')<{ ownerState?: { placeholder: boolean } }>(
  sxOnce({ display: 'flex', justifyContent: 'center', mt: 1 }, [
    { when: { placeholder: true }, sx: { visibility: 'hidden' } },
  ]),
);
const Empty = styled('div')(sxOnce({ textAlign: 'center', py: 2 }));
const EmptyText = styled('p')(textOnce('body2', { color: 'text.secondary', mb: 1 }));

export function PaymentMethodGrid({
  methods,
  selectedId,
  loading = false,
  disabled = false,
  onSelect,
  onRefresh,
}: PaymentMethodGridProps) {
  const intl = useIntl();
  const gridId = useId();
  const selectedIndex = methods.findIndex((method) => method.id === selectedId);
  // A chosen method hidden behind More would be invisible, so such a grid starts expanded.
  const [expanded, setExpanded] = useState(selectedIndex >= COLLAPSED_COUNT);
  const tiles = useRef(new Map<string, HTMLButtonElement>());

  if (loading) {
    return (
      <div role="status" aria-label={intl.formatMessage(paymentMethodGridMessages.loading)}>
        <Grid>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <PaymentMethodGridItemPlaceholder key={index} />
          ))}
        </Grid>
        <MoreRow ownerState={{ placeholder: true }} aria-hidden>
          <Button size="small" tabIndex={-1} endIcon={<ExpandMoreIcon />}>
            {intl.formatMessage(paymentMethodGridMessages.more)}
          </Button>
        </MoreRow>
      </div>
    );
  }

  if (methods.length === 0) {
    return (
      <Empty>
        <EmptyText role="status">{intl.formatMessage(paymentMethodGridMessages.empty)}</EmptyText>
        <Button variant="outlined" onClick={onRefresh}>
          {intl.formatMessage(paymentMethodGridMessages.refresh)}
        </Button>
      </Empty>
    );
  }

  const collapsible = methods.length > COLLAPSED_COUNT;
  const visible = collapsible && !expanded ? methods.slice(0, COLLAPSED_COUNT) : methods;
  const showFees = methods.length > 1;
  const focusableId = visible.some((method) => method.id === selectedId) ? selectedId : visible[0].id;

  const feeText = (method: PaymentMethodOption) => {
    if (!showFees || method.fee === undefined) return undefined;
    return intl.formatMessage(paymentMethodGridMessages.fee, {
      fee: formatFee(intl, method.fee, method.feeCurrency),
    });
  };

  // Radio-group keys: arrows move the choice (wrapping), as a native radio group does.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = visible[(index + step + visible.length) % visible.length];
    onSelect(next.id);
    tiles.current.get(next.id)?.focus();
  };

  return (
    <div>
      <Grid id={gridId} role="radiogroup" aria-label={intl.formatMessage(paymentMethodGridMessages.label)}>
        {visible.map((method, index) => (
          <PaymentMethodGridItem
            key={method.id}
            ref={(element) => {
              if (element) tiles.current.set(method.id, element);
              else tiles.current.delete(method.id);
            }}
            method={method}
            checked={method.id === selectedId}
            focusable={method.id === focusableId}
            disabled={disabled}
            feeText={feeText(method)}
            onSelect={onSelect}
            onKeyDown={(event) => handleKeyDown(event, index)}
          />
        ))}
      </Grid>
      {collapsible && (
        <MoreRow>
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={() => setExpanded((open) => !open)}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {intl.formatMessage(expanded ? paymentMethodGridMessages.less : paymentMethodGridMessages.more)}
          </Button>
        </MoreRow>
      )}
    </div>
  );
}
