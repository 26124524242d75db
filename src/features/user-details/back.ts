/**
 * Where the details screen's Back goes, from the app path that led to it.
 */
import type { BackBehaviour } from './user-details-page';

/**
 * '/login' (the hand-off with a partyId) led here: a redirect, so two steps back. Nothing in-app
 * led here: two steps back when the session came through a redirect (redirectedFrom), else the
 * default /tabs/users. Otherwise one step back to the in-app page.
 */
export function backBehaviour(origin: string | undefined, redirectedFrom: string | undefined): BackBehaviour {
  if (origin !== undefined && origin.split('?')[0] === '/login') return 'redirect';
  if (origin === undefined) return redirectedFrom ? 'redirect' : 'default';
  return 'previous';
}
