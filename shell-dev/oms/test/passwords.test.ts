/**
 * The password hashes' scrypt cost: a real server's by default; OMS_DEV_SCRYPT_COST lowers it for the
 * browser tests' OMS, and a hash of either cost verifies (the cost is read from the stored hash).
 */
import type * as PasswordsModule from '../auth/passwords';

type Passwords = typeof PasswordsModule;

function loadWithCost(cost: string | undefined): Passwords {
  const before = process.env.OMS_DEV_SCRYPT_COST;
  if (cost === undefined) delete process.env.OMS_DEV_SCRYPT_COST;
  else process.env.OMS_DEV_SCRYPT_COST = cost;
  try {
    let loaded: Passwords | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<Passwords>('../auth/passwords');
    });
    return loaded as Passwords;
  } finally {
    if (before === undefined) delete process.env.OMS_DEV_SCRYPT_COST;
    else process.env.OMS_DEV_SCRYPT_COST = before;
  }
}

const costOf = (hash: string): string | undefined => hash.split('$')[1];

describe('password hashes', () => {
  it('cost 2^14 by default, lower with OMS_DEV_SCRYPT_COST, and each verifies with the other module', async () => {
    const real = loadWithCost(undefined);
    const cheap = loadWithCost('1024');
    const strong = await real.hashPassword('secret@12');
    const fast = await cheap.hashPassword('secret@12');
    expect(costOf(strong)).toBe('16384');
    expect(costOf(fast)).toBe('1024');
    expect(costOf(cheap.hashPasswordSync('secret@12'))).toBe('1024');
    await expect(cheap.verifyPassword('secret@12', strong)).resolves.toBe(true);
    await expect(real.verifyPassword('secret@12', fast)).resolves.toBe(true);
    await expect(real.verifyPassword('secret@13', fast)).resolves.toBe(false);
  });

  it('refuses a cost that is not a power of two from 1024 to 16384', () => {
    for (const cost of ['512', '1000', '32768', 'fast']) expect(() => loadWithCost(cost)).toThrow(/OMS_DEV_SCRYPT_COST must be a power of two/);
  });
});
