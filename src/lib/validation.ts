/**
 * The spec's validation rules (section 5), pure so every screen and test shares them.
 */

/** Local part of letters, digits, . _ % -; '@'; a domain of letters, digits, . -; '.'; 2-4 letters. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** At least 5 characters, a letter, a digit and one of ! @ # $ % ^ & *. */
export function isValidPassword(value: string): boolean {
  return value.length >= 5 && /[A-Za-z]/.test(value) && /\d/.test(value) && /[!@#$%^&*]/.test(value);
}

export type ContactKind = 'email' | 'phoneNumber' | 'externalId';

export type ContactValueCheck =
  | { result: 'ok'; value: string }
  /** 'Please enter a value': the dialog stays open. */
  | { result: 'empty' }
  /** 'Invalid email address.': the dialog stays open. */
  | { result: 'invalid-email' }
  /** An edit that changes nothing: just close. */
  | { result: 'unchanged' };

/** Add or edit a contact field: trimmed, required, unchanged edits close, emails must be valid. */
export function checkContactValue(kind: ContactKind, input: string, original?: string): ContactValueCheck {
  const value = input.trim();
  if (!value) return { result: 'empty' };
  if (original !== undefined && value === original) return { result: 'unchanged' };
  if (kind === 'email' && !isValidEmail(value)) return { result: 'invalid-email' };
  return { result: 'ok', value };
}

export type MissingCredentials = 'username' | 'password' | 'username and password';

/** What 'Add credentials' lacks (the username already trimmed), or undefined when both are given. */
export function missingCredentials(username: string, password: string): MissingCredentials | undefined {
  if (!username && !password) return 'username and password';
  if (!password) return 'password';
  if (!username) return 'username';
  return undefined;
}

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'] as const;

export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Resolves whether the browser can decode the file as an image. It is decoded from a `data:` URL:
 * a strict Content-Security-Policy's img-src allows `data:` (the app's own images need it) but
 * rarely `blob:`, and a blocked load would call every picture invalid (test/e2e/csp.spec.ts).
 */
export async function loadsAsImage(file: Blob): Promise<boolean> {
  const url = await dataUrlOf(file);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

/** The file as a base64 `data:` URL (read in chunks: a spread of a whole picture overflows the stack). */
async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The profile image rule: an allowed type that also loads as an image. */
export async function isValidImageFile(file: File, probe: (file: Blob) => Promise<boolean> = loadsAsImage): Promise<boolean> {
  if (!isAllowedImageType(file.type)) return false;
  try {
    return await probe(file);
  } catch {
    return false;
  }
}
