// A card list that keeps only the rows near the viewport in the DOM (issue [N] item 7). The window
// scrolls; rows of one or two cards are measured as they render (cards differ in height); the rows
// drawn are consecutive and in reading order, so Tab meets the cards as the eye does, and the
// browser scrolling a focused card into view draws the rows after it.
import { Fragment, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { rowCount, rowItems } from '../../../domain/picks/virtual-rows';
import styles from './virtual-rows.module.css';

interface VirtualRowsProps<T> {
  items: readonly T[];
  columns: number;
  /** The space between rows and between the cards of a row. */
  gapPx: number;
  /** A row's usual height before it is measured (the scrollbar and scroll memory use it). */
  estimateRowPx: number;
  rowClassName?: string;
  /** Rows drawn beyond each edge of the viewport (default 3). */
  overscanRows?: number;
  keyOf(item: T): string | number;
  renderItem(item: T): ReactNode;
}

/** Rows drawn beyond each edge of the viewport: a fast flick and Tab find cards already there. */
const OVERSCAN_ROWS = 3;

/**
 * A row's height. The list of the View By tab not shown sits in a `hidden` parent where every row
 * measures 0 px: it keeps what the row measured while shown, so the tab comes back at its height.
 */
function measureShownRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const size = measureElement(element, entry, instance);
  if (size > 0) return size;
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/**
 * Where the list starts in the page (its scroll margin); the last value while it is hidden. Read
 * when the page or the list changes size (a notice above it, the toolbar wrapping, a tab shown
 * again), after layout: reading it after every render would force a layout per scroll step.
 */
function useListTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (node === null) return;
    const measure = () => {
      if (node.offsetParent === null) return;
      setTop(Math.round(node.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

export function VirtualRows<T>(props: VirtualRowsProps<T>) {
  const { items, columns, gapPx, estimateRowPx, keyOf, renderItem } = props;
  const listRef = useRef<HTMLDivElement | null>(null);
  const top = useListTop(listRef);
  const keyOfRow = useCallback(
    (row: number) => keyOf(items[row * columns] as T),
    [items, columns, keyOf],
  );
  const estimateSize = useCallback(() => estimateRowPx, [estimateRowPx]);
  const virtualizer = useWindowVirtualizer<Element>({
    count: rowCount(items.length, columns),
    estimateSize,
    overscan: props.overscanRows ?? OVERSCAN_ROWS,
    scrollMargin: top,
    gap: gapPx,
    getItemKey: keyOfRow,
    measureElement: measureShownRow,
    // A scroll step renders the rows it brings in React's own time, not synchronously inside the
    // scroll event (flushSync), where the render and the layout it forces made one long task.
    // The overscan rows cover the frame in between.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  // the rows drawn stay in the page's flow, pushed down by the height of the rows above them
  const before = rows.length > 0 ? rows[0]!.start - virtualizer.options.scrollMargin : 0;
  return (
    <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      <div className={styles.rows} style={{ paddingTop: before, rowGap: gapPx }}>
        {rows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={`${styles.row} ${props.rowClassName ?? ''}`}
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: gapPx }}
          >
            {rowItems(items, row.index, columns).map((item) => (
              <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
