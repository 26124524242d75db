/**
 * Rows of a table virtualised against the page's scroll (the import's preview and results, the
 * access review): the body's ref, the rows to mount, their offset and the body's full height.
 * Nothing is mounted before the body's place on the page is known; a scroll updates in React's
 * own time, not synchronously inside the scroll event.
 */
import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useDocumentTop } from './use-element-geometry';

export interface WindowRows {
  body: React.RefObject<HTMLDivElement | null>;
  items: VirtualItem[];
  /** Where the first mounted row starts, below the body's top. */
  offset: number;
  totalSize: number;
  /**
   * For rows whose height is not the estimate (a stacked layout on a narrow screen): pass as a
   * row's ref, with its `data-index`, and the rows are placed by their measured heights.
   */
  measure: (node: Element | null) => void;
}

export function useWindowRows(count: number, rowHeight: number, options: { overscan?: number; getItemKey?: (index: number) => string | number } = {}): WindowRows {
  const body = useRef<HTMLDivElement>(null);
  const documentTop = useDocumentTop(body);
  const scrollMargin = documentTop ?? 0;
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: options.overscan ?? 10,
    scrollMargin,
    initialOffset: () => window.scrollY,
    ...(options.getItemKey ? { getItemKey: options.getItemKey } : {}),
    useFlushSync: false,
  });
  const items = documentTop === null ? [] : virtualizer.getVirtualItems();
  return { body, items, offset: (items[0]?.start ?? scrollMargin) - scrollMargin, totalSize: virtualizer.getTotalSize(), measure: virtualizer.measureElement };
}
