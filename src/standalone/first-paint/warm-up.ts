/**
 * What a picture needs that is slow the first time on a page, made ready while the first
 * script's answers are on their way (the main thread waits for them anyway) rather than between
 * their arrival and the picture's frame. Measured on this 2-core machine (BENCH_TRACE=1 shows the
 * `users:warm-*` marks): the first layout of text finds the system's fonts (~15 ms; ~75 ms more
 * for the first emoji, a fallback font), and the first Intl date formatter or plural rules load
 * the browser's locale data (40-80 ms).
 */
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { formatDate } from '../../lib/dates';
import { GENIE } from './details-picture';
import { BASE_CSS } from './styles';

export type WarmStep = 'text' | 'emoji' | 'dates' | 'plurals';

/** Lays out `text`, off screen, in the pictures' font at both weights and their sizes. */
function layOut(doc: Document, text: string): void {
  const host = doc.createElement('div');
  host.className = 'fp';
  host.style.visibility = 'hidden';
  const style = doc.createElement('style');
  style.textContent = `${BASE_CSS}.fp-warm{font-weight:600;font-size:20px}`;
  const regular = doc.createElement('span');
  regular.textContent = text;
  const strong = doc.createElement('span');
  strong.className = 'fp-warm';
  strong.textContent = text;
  host.append(style, regular, strong);
  doc.body.append(host);
  void host.offsetWidth;
  host.remove();
}

const STEPS: Readonly<Record<WarmStep, (doc: Document, timeZone?: string) => void>> = {
  text: (doc) => layOut(doc, 'Aa 0123456789 @.,-'),
  emoji: (doc) => layOut(doc, GENIE),
  // The zone the picture's dates will show: its formatter is then made (and kept) here.
  dates: (_doc, timeZone) => void formatDate(Date.now(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone),
  plurals: () => void new Intl.PluralRules(DEFAULT_LOCALE).select(1),
};

/**
 * Runs the steps, each in a task of its own while `wanted()` holds: the requests just sent leave
 * first, and an answer arriving meanwhile is handled between two steps.
 */
export function warmUp(doc: Document, steps: readonly WarmStep[], wanted: () => boolean, timeZone?: string): void {
  const [first, ...rest] = steps;
  if (!first) return;
  setTimeout(() => {
    if (!wanted()) return;
    performance.mark?.(`users:warm-${first}`);
    STEPS[first](doc, timeZone);
    warmUp(doc, rest, wanted, timeZone);
  }, 0);
}
