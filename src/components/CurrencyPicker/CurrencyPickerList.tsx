import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import { CurrencyPickerIndex } from './CurrencyPickerIndex.tsx';
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
 * The list's styles as one global sheet, written once per opening: the list re-renders on every keystroke
 * and scroll frame, and styled elements would serialise their styles again each time.
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
});
const ListStyles = memo(function ListStyles() {
  return <GlobalStyles styles={listStyles} />;
});

/** The last row whose top is at or above `offset` (rows' tops ascend). */
function rowAt(starts: readonly number[], rowCount: number, offset: number): number {
  let low = 0;
  let high = rowCount - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

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
  const [scrollTop, setScrollTop] = useState(0);
  // Until the viewport's size is known (a resize observer, which forces no layout), the window's height
  // bounds it: at most a few rows too many for the first frame.
  const [viewportHeight, setViewportHeight] = useState(() => window.innerHeight);
  const groupLabels = useMemo(
    () => ({
      popular: intl.formatMessage(currencyPickerMessages.popular),
      all: intl.formatMessage(currencyPickerMessages.all),
    }),
    [intl],
  );

  useEffect(() => {
    const viewport = scrollRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setViewportHeight(entry.contentRect.height));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // A new result starts at its top.
  const shownRows = useRef(rows);
  useLayoutEffect(() => {
    if (shownRows.current === rows) return;
    shownRows.current = rows;
    const viewport = scrollRef.current;
    if (viewport && scrollTop > 0) {
      viewport.scrollTop = 0;
      setScrollTop(0);
    }
  }, [rows, scrollTop]);

  const scrollTo = useCallback((offset: number) => {
    const viewport = scrollRef.current;
    if (!viewport) return;
    viewport.scrollTop = offset;
    // The scroll event follows; the rows at the new offset are rendered without waiting for it.
    setScrollTop(viewport.scrollTop);
  }, []);

  const focusRow = useCallback(
    (rowIndex: number) => {
      const mounted = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${rowIndex}"]`);
      const top = starts[rowIndex];
      const bottom = starts[rowIndex + 1];
      if (top < scrollTop) scrollTo(top);
      else if (bottom > scrollTop + viewportHeight) scrollTo(bottom - viewportHeight);
      if (mounted) {
        mounted.focus();
        return;
      }
      pendingFocus.current = rowIndex;
    },
    [starts, scrollTop, viewportHeight, scrollTo],
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

  const jumpTo = useCallback((rowIndex: number) => scrollTo(starts[rowIndex]), [scrollTo, starts]);

  const rowCount = rows.length;
  const first = rowCount === 0 ? 0 : Math.max(0, rowAt(starts, rowCount, scrollTop) - OVERSCAN);
  const end =
    rowCount === 0
      ? 0
      : Math.min(rowCount, rowAt(starts, rowCount, scrollTop + viewportHeight) + 1 + OVERSCAN);
  const shown = [];
  for (let index = first; index < end; index++) {
    const row = rows[index];
    shown.push(
      <div
        key={row.key}
        // Inline styles for what changes per row: a new emotion class per offset would restyle the page.
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: starts[index + 1] - starts[index],
          transform: `translateY(${starts[index]}px)`,
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
      </div>,
    );
  }

  return (
    <div className={cls.frame}>
      <ListStyles />
      <div
        ref={scrollRef}
        className={cls.viewport}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <div style={{ height: starts[rowCount], position: 'relative' }}>{shown}</div>
      </div>
      <CurrencyPickerIndex letters={letters} onJump={jumpTo} />
    </div>
  );
});
