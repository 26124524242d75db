/**
 * Where an element sits on the page and how wide it is, for lists virtualised against the window's
 * scroll (the Users table, the permission list). Both stay null until measured, before the first
 * paint, so nothing is decided on a guess; both follow resizes.
 */
import { useEffect, useLayoutEffect, useState } from 'react';

/** Measures the element's document top now and whenever the page's size changes; answers the cleanup. */
function followDocumentTop(element: HTMLElement, setTop: (top: number) => void): () => void {
  const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
  measure();
  // Anything above the list that changes size (filters wrapping, a resize) moves it.
  const observer = new ResizeObserver(measure);
  observer.observe(document.documentElement);
  return () => observer.disconnect();
}

/**
 * The element's top in the document (the virtualiser counts rows from the page's top). `afterPaint`:
 * measured once the frame is painted, not in the commit (a read in the commit forces a layout of the
 * whole page before the first paint) — for a list whose first rows do not depend on it.
 */
export function useDocumentTop(ref: React.RefObject<HTMLElement | null>, { afterPaint = false } = {}): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => (ref.current && !afterPaint ? followDocumentTop(ref.current, setTop) : undefined), [ref, afterPaint]);
  useEffect(() => (ref.current && afterPaint ? followDocumentTop(ref.current, setTop) : undefined), [ref, afterPaint]);
  return top;
}

/** The element's content width in CSS pixels. */
export function useElementWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
