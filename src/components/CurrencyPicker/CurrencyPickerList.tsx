import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type KeyboardEvent,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import { CurrencyPickerIndex } from './CurrencyPickerIndex.tsx';
import { CurrencyPickerItem, ITEM_HEIGHT, currencyPickerItemStyles } from './CurrencyPickerItem.tsx';
import type { CurrencyOption, PickerRow, PickerRows } from './currencyRows.ts';

const GROUP_HEIGHT = 40;
const LETTER_HEIGHT = 28;

const rowHeight = (row: PickerRow) =>
  row.kind === 'item' ? ITEM_HEIGHT : row.kind === 'group' ? GROUP_HEIGHT : LETTER_HEIGHT;

// Letters are h3 like the groups: with virtual rows the group's heading may be out of the DOM.
const Heading = styled('h3')(({ theme }) => ({
  margin: 0,
  height: '100%',
  display: 'flex',
  alignItems: 'flex-end',
  padding: theme.spacing(0, 2, 0.5),
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&[data-kind="group"]': theme.typography.subtitle2,
  '&[data-kind="letter"]': theme.typography.caption,
}));

const Viewport = styled('div')(({ theme }) => ({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Layout and paint inside the list never reach the rest of the popup.
  contain: 'strict',
  ...currencyPickerItemStyles(theme),
}));

export interface CurrencyPickerListHandle {
  focusFirstItem: () => void;
}

interface CurrencyPickerListProps extends PickerRows {
  selectedId?: string;
  onSelect: (item: CurrencyOption) => void;
  /** Arrow-up on the first item hands focus back (to the search box). */
  onLeaveTop: () => void;
  ref?: Ref<CurrencyPickerListHandle>;
}

/**
 * The virtualised rows: only what is in view (plus a few) is in the DOM, so 1,000 currencies cost the
 * same as 20 to open and to filter. Arrow keys, Home and End move between currencies.
 * Memoised: typing re-renders the search box at once and this list only when the deferred query lands.
 */
export const CurrencyPickerList = memo(function CurrencyPickerList({
  rows,
  letters,
  itemRows,
  selectedId,
  onSelect,
  onLeaveTop,
  ref,
}: CurrencyPickerListProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // Stable per list: the virtualiser recomputes every row's offset whenever these change.
  const estimateSize = useCallback((index: number) => rowHeight(rows[index]), [rows]);
  // Keyed by identity, not position, so a currency still listed after a keystroke keeps its row.
  const getItemKey = useCallback((index: number) => rows[index].key, [rows]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 3,
  });
  const groupLabels = useMemo(
    () => ({
      popular: intl.formatMessage(currencyPickerMessages.popular),
      all: intl.formatMessage(currencyPickerMessages.all),
    }),
    [intl],
  );

  // A new result starts at its top; the virtualiser's own offset avoids forcing a layout to read it.
  useEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [rows, virtualizer]);

  const focusRow = useCallback(
    (rowIndex: number) => {
      const mounted = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${rowIndex}"]`);
      if (mounted) {
        mounted.focus();
        return;
      }
      pendingFocus.current = rowIndex;
      virtualizer.scrollToIndex(rowIndex, { align: 'auto' });
    },
    [virtualizer],
  );

  const focusWhenMounted = useCallback((element: HTMLButtonElement | null) => {
    if (element && Number(element.dataset.index) === pendingFocus.current) {
      pendingFocus.current = null;
      element.focus();
    }
  }, []);

  useImperativeHandle(ref, () => ({
    focusFirstItem: () => {
      if (itemRows.length > 0) focusRow(itemRows[0]);
    },
  }));

  const handleItemKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, rowIndex: number) => {
      const position = itemRows.indexOf(rowIndex);
      const last = itemRows.length - 1;
      const target = {
        ArrowDown: Math.min(position + 1, last),
        ArrowUp: position - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      if (target < 0) onLeaveTop();
      else focusRow(itemRows[target]);
    },
    [itemRows, focusRow, onLeaveTop],
  );

  const jumpTo = useCallback(
    (rowIndex: number) => virtualizer.scrollToIndex(rowIndex, { align: 'start' }),
    [virtualizer],
  );

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <Viewport ref={scrollRef}>
        {/* Inline styles for what changes per result: a new emotion class per height would restyle the page. */}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const row = rows[virtualRow.index];
            return (
              <div
                key={virtualRow.key}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: virtualRow.size,
                  transform: `translateY(${virtualRow.start}px)`,
                }}
              >
                {row.kind === 'item' ? (
                  <CurrencyPickerItem
                    ref={focusWhenMounted}
                    item={row.item}
                    index={virtualRow.index}
                    selected={row.item.id === selectedId}
                    onSelect={onSelect}
                    onKeyDown={handleItemKeyDown}
                  />
                ) : (
                  <Heading data-kind={row.kind}>
                    {row.kind === 'group' ? groupLabels[row.group] : row.letter}
                  </Heading>
                )}
              </div>
            );
          })}
        </div>
      </Viewport>
      <CurrencyPickerIndex letters={letters} onJump={jumpTo} />
    </Box>
  );
});
