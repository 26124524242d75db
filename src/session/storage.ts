/**
 * The standalone session survives a reload in sessionStorage (never localStorage): what is needed
 * to log in again, and what the OMS said about the user at that login (permissions, profile,
 * organization), so a full navigation in the same tab starts at once and checks them again in the
 * background. Never logged. A hosted root keeps the same facts in the page's memory instead
 * (`hostMemory`): the host owns the session, and a page of the launchpad that loaded this remote
 * starts the app's next login from them (see src/expose/prefetch.ts `warmUpUsers`).
 */
import type { LoginInput, SessionFacts } from './login';

const KEY = 'users.session';
const FACTS_KEY = 'users.session.facts';

export function saveLoginInput(storage: Storage | undefined, input: LoginInput): void {
  try {
    storage?.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage full or blocked: the session simply does not survive a reload.
  }
}

export function readLoginInput(storage: Storage | undefined): LoginInput | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { token, oms } = value as Partial<LoginInput>;
    if (typeof token !== 'string' || typeof oms !== 'string') return undefined;
    return value as LoginInput;
  } catch {
    return undefined;
  }
}

/** Keeps the facts of this token's login for the tab. */
export function keepSessionFacts(storage: Storage | undefined, token: string, facts: SessionFacts): void {
  try {
    storage?.setItem(FACTS_KEY, JSON.stringify({ token, facts }));
  } catch {
    // Not kept: the next full navigation reads them from the OMS before it shows anything.
  }
}

/** The facts kept for this token, if any (another token's are never used). */
export function readKeptFacts(storage: Storage | undefined, token: string): SessionFacts | undefined {
  try {
    const raw = storage?.getItem(FACTS_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { token: kept, facts } = value as { token?: unknown; facts?: Partial<SessionFacts> };
    if (kept !== token || !facts || !Array.isArray(facts.permissionIds) || typeof facts.profile?.partyId !== 'string') return undefined;
    return facts as SessionFacts;
  } catch {
    return undefined;
  }
}

export function clearLoginInput(storage: Storage | undefined): void {
  try {
    storage?.removeItem(KEY);
    storage?.removeItem(FACTS_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Drafts a screen keeps for the tab while the admin works (the access review's decisions): in the
 * tab's sessionStorage under `users.draft.`, standalone and hosted alike, each scoped by its screen
 * to the OMS and login that made it. Never a token or a password. Logout drops them all.
 */
export const DRAFT_KEY_PREFIX = 'users.draft.';

/** The tab's sessionStorage, if the browser gives it (the environment's storage is none when hosted). */
export function tabStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Drops every draft the tab keeps (logout). */
export function clearDrafts(storage: Storage | undefined): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The facts of the host's token, kept in this page's memory for hosted roots (never in the
 * browser's storage: the host owns the session and its lifetime). The same rules as the tab's
 * storage: one token's facts at a time, another token's never used.
 */
export const hostMemory: Storage = memoryStorage();

const hostLogins = new Map<string, Promise<unknown>>();

/**
 * A hosted root's login of this token, while it reads the facts it will keep in `hostMemory`: the
 * host's warm-up waits for it rather than reading them a second time.
 */
export function trackHostLogin(token: string, login: Promise<unknown>): void {
  hostLogins.set(token, login);
  const done = () => {
    if (hostLogins.get(token) === login) hostLogins.delete(token);
  };
  login.then(done, done);
}

/** The hosted login of this token in flight, if any. */
export function hostLoginInFlight(token: string): Promise<unknown> | undefined {
  return hostLogins.get(token);
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
