import { checkContactValue, isAllowedImageType, isValidEmail, isValidImageFile, isValidPassword, missingCredentials } from './validation';

describe('isValidEmail (spec section 5)', () => {
  it.each(['maria.garcia@example.com', 'a_b%c-d@mail.example.io', 'X1@y-z.de', 'x@y.info'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'maria', 'maria@', '@example.com', 'maria@example', 'maria@example.c', 'maria@example.company', 'ma ria@example.com', 'maria+1@example.com', 'maria@exa_mple.com', 'maria@example.c0m'])(
    'rejects %p',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('isValidPassword (spec section 5)', () => {
  it.each(['abc1!', 'Password1@', 'x9#xx', '12a$45678'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });
  it.each([
    ['too short', 'a1!b'],
    ['no letter', '1234!'],
    ['no digit', 'abcd!'],
    ['no special', 'abcd1'],
    ['special outside the set', 'abcd1?'],
    ['empty', ''],
  ])('rejects %s', (_why, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('checkContactValue', () => {
  it('trims and accepts a value', () => {
    expect(checkContactValue('phoneNumber', '  555 0103 ')).toEqual({ result: 'ok', value: '555 0103' });
  });
  it('refuses an empty or blank value', () => {
    expect(checkContactValue('externalId', '   ')).toEqual({ result: 'empty' });
  });
  it('treats an edit that changes nothing (after trimming) as unchanged', () => {
    expect(checkContactValue('email', ' a@b.com ', 'a@b.com')).toEqual({ result: 'unchanged' });
  });
  it('checks emails only for the email field', () => {
    expect(checkContactValue('email', 'not-an-email')).toEqual({ result: 'invalid-email' });
    expect(checkContactValue('externalId', 'not-an-email')).toEqual({ result: 'ok', value: 'not-an-email' });
  });
});

describe('missingCredentials', () => {
  it.each([
    ['', '', 'username and password'],
    ['maria', '', 'password'],
    ['', 'abc1!', 'username'],
    ['maria', 'abc1!', undefined],
  ])('username %p, password %p -> %p', (username, password, expected) => {
    expect(missingCredentials(username, password)).toBe(expected);
  });
});

describe('profile image rule', () => {
  it('allows only jpeg, png, gif and svg', () => {
    expect(['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'].every(isAllowedImageType)).toBe(true);
    expect(isAllowedImageType('image/webp')).toBe(false);
    expect(isAllowedImageType('application/pdf')).toBe(false);
  });

  it('needs an allowed type that also loads as an image', async () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(isValidImageFile(png, async () => true)).resolves.toBe(true);
    await expect(isValidImageFile(png, async () => false)).resolves.toBe(false);
    await expect(isValidImageFile(png, async () => Promise.reject(new Error('decode')))).resolves.toBe(false);
    const probe = jest.fn(async () => true);
    await expect(isValidImageFile(new File(['x'], 'a.webp', { type: 'image/webp' }), probe)).resolves.toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
