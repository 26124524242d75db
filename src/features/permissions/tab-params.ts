/**
 * The Permissions tab's state in its URL: `?view=` (`group`, the default and the spec's screen, or
 * `app`), `?groupId=` (the chosen security group) and `?app=` (the chosen app, or one of the two
 * lists beside the apps). A change writes only
 * its own keys, so switching views keeps both choices.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSearchParamsUpdate } from '../../lib/navigation';
import { PANE_FOCUS_STATE } from './split-panes';

export type PermissionsView = 'group' | 'app';

/** `?app=` of the two lists beside the apps (no app's id: those are the suite's app slugs). */
export const NOT_IN_ANY_APP = 'not-in-any-app';
export const MISSING_ON_OMS = 'missing-on-oms';

/** Keys to set (a string) or remove (null). */
export type TabParamChanges = Partial<Record<'view' | 'groupId' | 'app', string | null>>;

function applyChanges(search: string | URLSearchParams, changes: TabParamChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export interface TabParams {
  view: PermissionsView;
  groupId: string;
  appId: string;
  /** Writes the changes into the URL (a new history entry); `focusPane` lets the new pane take a lost focus. */
  update(changes: TabParamChanges, options?: { focusPane?: boolean }): void;
}

export function useTabParams(): TabParams {
  const [params, setParams] = useSearchParamsUpdate();
  const update = useCallback(
    (changes: TabParamChanges, options: { focusPane?: boolean } = {}) =>
      setParams((current) => applyChanges(current, changes), options.focusPane ? { state: PANE_FOCUS_STATE } : undefined),
    [setParams],
  );
  return {
    view: params.get('view') === 'app' ? 'app' : 'group',
    groupId: params.get('groupId') ?? '',
    appId: params.get('app') ?? '',
    update,
  };
}

/**
 * Links to a security group in the By security group view (`?view=group&groupId=`, the chosen app
 * kept): `href` for the anchor, `open` for a plain click, which moves a lost focus to the group.
 */
export function useGroupLinks(): { href(groupId: string): string; open(groupId: string): void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = useCallback((groupId: string) => `?${applyChanges(search, { view: 'group', groupId }).toString()}`, [search]);
  return useMemo(
    () => ({
      href: (groupId: string) => `${pathname}${target(groupId)}`,
      open: (groupId: string) => void navigate({ search: target(groupId) }, { state: PANE_FOCUS_STATE }),
    }),
    [pathname, navigate, target],
  );
}
