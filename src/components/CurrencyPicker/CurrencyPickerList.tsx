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
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import { CurrencyPickerIndex, currencyPickerIndexStyles } from './CurrencyPickerIndex.tsx';
import { CurrencyPickerItem, currencyPickerItemStyles } from './CurrencyPickerItem.tsx';
import type { CurrencyOption, PickerRows } from './currencyRows.ts';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 3;

const cls = {
  frame: 'CurrencyPickerList-frame',
  viewport: 'CurrencyPickerList-viewport',
  heading: 'CurrencyPickerList-heading',
};

/**
 * The list's styles as one global sheet: the list re-renders on every keystroke and scroll frame, and styled
 * elements would serialise their styles again each time. The picker renders it (CurrencyPickerListStyles)
 * outside its popup, from its rehearsal or first opening on, so its rules are inserted once per mounted
 * picker, not at each opening (a global sheet's rules go when it unmounts, as the popup's content does).
 */
const listStyles = (theme: Theme) => ({
  [`.${cls.frame}`]: { flex: 1, minHeight: 0, display: 'flex' },
  [`.${cls.viewport}`]: {
    flex: 1,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    // Layout and paint inside the list never reach the rest of the popup.
    contain: 'strict',
    ...currencyPickerItemStyles(theme),
  },
  // Letters are h3 like the groups: with virtual rows the group's heading may be out of the DOM.
  [`.${cls.heading}`]: {
    margin: 0,
    height: '100%',
    display: 'flex',
    alignItems: 'flex-end',
    padding: theme.spacing(0, 2, 0.5),
    fontWeight: 600,
    color: (theme.vars ?? theme).palette.text.secondary,
    '&[data-kind="group"]': theme.typography.subtitle2,
    '&[data-kind="letter"]': theme.typography.caption,
  },
  ...currencyPickerIndexStyles(theme),
});
export const CurrencyPickerListStyles = memo(function CurrencyPickerListStyles() {
  return <GlobalStyles styles={listStyles} />;
});

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
 * The virtualised rows: only what is in view (plus a few) is in the DOM, so 10,000 currencies cost the
 * same as 20 to open and to filter. Rows have fixed heights whose offsets come with the rows, so nothing
 * is measured, per row or per result. Arrow keys, Home and End move between currencies.
 * Memoised: typing re-renders the search box at once and this list only when the deferred query lands.
 */
export const CurrencyPickerList = memo(function CurrencyPickerList({
  rows,
  letters,
  itemRows,
  starts,
  selectedId,
  onSelect,
  onLeaveTop,
  ref,
}: CurrencyPickerListProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // Row sizes come with the rows (their offsets computed in the same pass), so nothing is measured.
  const estimateSize = useCallback((index: number) => starts[index + 1] - starts[index], [starts]);
  // Keyed by identity, not position, so a currency still listed after a keystroke keeps its row.
  const getItemKey = useCallback((index: number) => rows[index].key, [rows]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    // Until the viewport's size is observed, the window's height bounds it (a few rows too many at most).
    initialRect: { width: 0, height: window.innerHeight },
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

  const shown = virtualizer.getVirtualItems().map(({ index, key, start, size }) => {
    const row = rows[index];
    return (
      <div
        key={key}
        // Inline styles for what changes per row: a new emotion class per offset would restyle the page.
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: size,
          transform: `translateY(${start}px)`,
        }}
      >
        {row.kind === 'item' ? (
          <CurrencyPickerItem
            ref={focusWhenMounted}
            item={row.item}
            index={index}
            selected={row.item.id === selectedId}
            onSelect={onSelect}
            onKeyDown={handleItemKeyDown}
          />
        ) : (
          <h3 className={cls.heading} data-kind={row.kind}>
            {row.kind === 'group' ? groupLabels[row.group] : row.letter}
          </h3>
        )}
      </div>
    );
  });

  return (
    <div className={cls.frame}>
      <div ref={scrollRef} className={cls.viewport}>
        {/* Inline styles for what changes per result: a new emotion class per height would restyle the page. */}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>{shown}</div>
      </div>
      <CurrencyPickerIndex letters={letters} onJump={jumpTo} />
    </div>
  );
});
