/**
 * The end of data before code: once the first screen has shown, what was fetched for it before the
 * app ran (src/oms/prefetch.ts; any write clears it at once too) is not kept for later screens.
 */
import { whenIdle } from '../lib/idle';
import { clearPrefetched } from '../oms/prefetch';

/** How long after the first screen has shown the answers fetched before the app may still be taken. */
const OFFERS_KEPT_AFTER_SHOWN_MS = 2000;

/**
 * The first screen has shown: what was fetched for it before the app ran (src/oms/prefetch.ts) is
 * not kept for later screens. The cards' last reads (a lockout, the groups' fulfillment check)
 * still take theirs meanwhile.
 */
export function firstScreenShown(): void {
  setTimeout(() => whenIdle(clearPrefetched), OFFERS_KEPT_AFTER_SHOWN_MS);
}

