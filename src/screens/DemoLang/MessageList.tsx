import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CatalogueRow } from './catalogueRows.ts';
import { MessageCard, type MessageCardProps } from './MessageCard.tsx';

const ESTIMATED_ROW = 132;
const GAP = 12;

export interface MessageListProps extends Omit<MessageCardProps, 'row'> {
  rows: readonly CatalogueRow[];
  label: string;
}

/**
 * The keys as a list that renders only the cards in view (plus a few) while the page scrolls: a thousand
 * keys cost what twenty do. Each card is measured once shown, so long texts take the room they need.
 */
export function MessageList({ rows, label, ...card }: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: what is above it can change height (a wrapped line, another width).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list.parentElement ?? list);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => rows[index].key,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          role="listitem"
          aria-setsize={rows.length}
          aria-posinset={item.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            paddingBottom: GAP,
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          <MessageCard row={rows[item.index]} {...card} />
        </div>
      ))}
    </div>
  );
}
