import { MADE_PARTY_TTL_MS, madeParties, rowIdentity } from './made-parties';

/** A Storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('made parties (the import journal of a tab)', () => {
  it('remembers the party made for a row, per OMS and login, for a day', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const journal = madeParties(storage, 'https://oms/api/|admin', () => now);
    journal.record('row-a', 'P1');
    expect([...madeParties(storage, 'https://oms/api/|admin', () => now).made()]).toEqual([['row-a', 'P1']]);
    // Another login, or another OMS, has its own.
    expect(madeParties(storage, 'https://oms/api/|sam', () => now).made().size).toBe(0);
    now += MADE_PARTY_TTL_MS;
    expect(journal.made().size).toBe(0);
  });

  it('without storage, or with unreadable data, it remembers nothing and never throws', () => {
    expect(() => madeParties(undefined, 's', () => 0).record('r', 'P')).not.toThrow();
    const storage = memoryStorage();
    storage.setItem('users.import.madeParties', '{not json');
    expect(madeParties(storage, 's', () => 0).made().size).toBe(0);
  });

  it('a row is identified by its names, username, Employee ID and email, not by its line', () => {
    const values = { firstName: 'Ana', lastName: 'Lee', userLoginId: 'ana.lee' };
    expect(rowIdentity({ line: 2, values })).toBe(rowIdentity({ line: 9, values: { ...values, firstName: 'ANA' } }));
    expect(rowIdentity({ line: 2, values })).not.toBe(rowIdentity({ line: 2, values: { ...values, userLoginId: 'ana.lee2' } }));
  });
});
