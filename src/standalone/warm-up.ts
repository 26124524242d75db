/**
 * The first string comparison and the first time-zone date format of a page each make the browser
 * load its ICU data: measured in Chromium on the 2-core bench machine, ~25 ms for the first
 * `localeCompare` (the Users tab sorts the group filter) and ~18 ms for the first
 * `Intl.DateTimeFormat` with a `timeZone` (dayjs's tz plugin, the rows' dates); once either has
 * run, both cost < 1 ms. The prefetch entry calls this when the main thread is idle while the
 * app's code still downloads (requestIdleCallback); a page whose code is cached never waits, and
 * the warm-up then simply comes too late to matter.
 */
export function warmUpIntl(): void {
  try {
    new Intl.Collator(undefined).compare('a', 'b');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    new Intl.DateTimeFormat('en-US', { timeZone, hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date());
  } catch {
    // A browser without Intl pays the cost later, where it is needed.
  }
}
