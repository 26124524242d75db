/**
 * The Users table's virtualiser, in its own chunk (issue 37): the list draws its first screenful
 * of rows without it, and this takes over once the rows are on screen — the same rows, keyed the
 * same, so nothing is redrawn. It renders nothing: it reports which rows to mount and where.
 */
import { useLayoutEffect } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { RowWindow } from './row-window';

export interface VirtualWindowProps {
  count: number;
  rowHeight: number;
  overscan: number;
  scrollMargin: number;
  getItemKey: (index: number) => string | number;
  onWindow: (window: RowWindow) => void;
}

export default function VirtualWindow({ count, rowHeight, overscan, scrollMargin, getItemKey, onWindow }: VirtualWindowProps): null {
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    // Start from where the page is: the virtualiser scrolls to its initial offset when it mounts.
    initialOffset: () => window.scrollY,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items[items.length - 1]?.index ?? -1) + 1;
  const offset = (items[0]?.start ?? scrollMargin) - scrollMargin;
  const totalSize = virtualizer.getTotalSize();
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  // Before paint: a scroll's new rows are drawn in the same frame.
  useLayoutEffect(() => onWindow({ start, end, offset, totalSize, lastVisible }), [onWindow, start, end, offset, totalSize, lastVisible]);
  return null;
}
