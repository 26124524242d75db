/**
 * The standalone session survives a reload in sessionStorage (never localStorage): only what is
 * needed to log in again, never logged.
 */
import type { LoginInput } from './login';

const KEY = 'users.session';

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

export function clearLoginInput(storage: Storage | undefined): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
