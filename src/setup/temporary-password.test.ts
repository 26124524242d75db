import { isValidPassword } from '../lib/validation';
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('is valid under the password rule, long, and different every time', () => {
    const made = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword();
      expect(isValidPassword(password)).toBe(true);
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      made.add(password);
    }
    expect(made.size).toBe(200);
  });

  it('holds a letter, a digit and a special character even when the randomness is as poor as it gets', () => {
    const password = temporaryPassword((bytes) => bytes.fill(0));
    expect(isValidPassword(password)).toBe(true);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
  });
});
