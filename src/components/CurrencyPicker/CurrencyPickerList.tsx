import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import { CurrencyPickerIndex } from './CurrencyPickerIndex.tsx';
import { CurrencyPickerItem, ITEM_HEIGHT } from './CurrencyPickerItem.tsx';
import type { CurrencyOption, PickerRow, PickerRows } from './currencyRows.ts';

const GROUP_HEIGHT = 40;
const LETTER_HEIGHT = 28;

const rowHeight = (row: PickerRow) =>
  row.kind === 'item' ? ITEM_HEIGHT : row.kind === 'group' ? GROUP_HEIGHT : LETTER_HEIGHT;

// Popular items appear twice (in Popular and in All), so keys carry the row's group.
const rowKey = (row: PickerRow, index: number) =>
  row.kind === 'item' ? `${index}:${row.item.id}` : row.kind === 'group' ? `group:${row.group}` : `letter:${row.letter}`;

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
 */
export function CurrencyPickerList({ rows, letters, selectedId, onSelect, onLeaveTop, ref }: CurrencyPickerListProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are not memoised by the compiler; none is passed to a memoised child
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]),
    getItemKey: (index) => rowKey(rows[index], index),
    overscan: 6,
  });
  const itemRowIndexes = useMemo(
    () => rows.flatMap((row, index) => (row.kind === 'item' ? [index] : [])),
    [rows],
  );

  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [rows]);

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
      if (itemRowIndexes.length > 0) focusRow(itemRowIndexes[0]);
    },
  }));

  const handleItemKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, rowIndex: number) => {
      const position = itemRowIndexes.indexOf(rowIndex);
      const last = itemRowIndexes.length - 1;
      const target = {
        ArrowDown: Math.min(position + 1, last),
        ArrowUp: position - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      if (target < 0) onLeaveTop();
      else focusRow(itemRowIndexes[target]);
    },
    [itemRowIndexes, focusRow, onLeaveTop],
  );

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <Box ref={scrollRef} sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
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
                  // Letters are h3 like the groups: with virtual rows the group's heading may be out of the DOM.
                  <Typography
                    component="h3"
                    variant={row.kind === 'group' ? 'subtitle2' : 'caption'}
                    sx={{
                      height: '100%',
                      display: 'flex',
                      alignItems: 'flex-end',
                      px: 2,
                      pb: 0.5,
                      fontWeight: 600,
                      color: 'text.secondary',
                    }}
                  >
                    {row.kind === 'group'
                      ? intl.formatMessage(row.group === 'popular' ? currencyPickerMessages.popular : currencyPickerMessages.all)
                      : row.letter}
                  </Typography>
                )}
              </div>
            );
          })}
        </Box>
      </Box>
      <CurrencyPickerIndex letters={letters} onJump={(rowIndex) => virtualizer.scrollToIndex(rowIndex, { align: 'start' })} />
    </Box>
  );
}
