/**
 * The one "create a person" path (create user and import): a lost answer is settled by looking
 * for the party this login just made before anything is sent again.
 */
import { OmsError } from '../oms/errors';
import { createPerson } from './create-person';
import type { PersonCreate } from './create-person';

const NOW = 1_700_000_000_000;
const WINDOW = 60_000;
const options = (lostSince?: number) => ({ lostSince, now: () => NOW, windowMs: WINDOW });
const lost = new OmsError({ kind: 'network' });
const refused = new OmsError({ kind: 'service', messages: ['Party not created.'] });

function person(create: () => Promise<string>, found?: string): PersonCreate<string, string> & { looks: number[]; creates: number } {
  const record = {
    looks: [] as number[],
    creates: 0,
    create: async () => {
      record.creates += 1;
      return create();
    },
    look: async (since: number) => {
      record.looks.push(since);
      return found;
    },
  };
  return record;
}

describe('createPerson', () => {
  it('an answered create is created, and nobody looks', async () => {
    const p = person(async () => 'P1', 'OTHER');
    await expect(createPerson(p, options())).resolves.toEqual({ kind: 'created', made: 'P1' });
    expect(p.looks).toEqual([]);
  });

  it('a refused create fails without looking (the OMS answered: nothing made)', async () => {
    const p = person(async () => Promise.reject(refused), 'OTHER');
    await expect(createPerson(p, options())).resolves.toEqual({ kind: 'failed', error: refused });
    expect(p.looks).toEqual([]);
  });

  it('a lost answer looks from the window before the send: the party found is this create’s', async () => {
    const p = person(async () => Promise.reject(lost), 'P9');
    await expect(createPerson(p, options())).resolves.toEqual({ kind: 'found', found: 'P9', lostSince: NOW - WINDOW });
    expect(p.looks).toEqual([NOW - WINDOW]);
  });

  it('a lost answer with nothing found fails and remembers when, so the next try looks first', async () => {
    const p = person(async () => Promise.reject(lost));
    await expect(createPerson(p, options())).resolves.toEqual({ kind: 'failed', error: lost, lostSince: NOW - WINDOW });
  });

  it('after a lost answer, a party made meanwhile is found before sending again: no second person', async () => {
    const p = person(async () => 'P2', 'P9');
    await expect(createPerson(p, options(123))).resolves.toEqual({ kind: 'found', found: 'P9', lostSince: 123 });
    expect(p.creates).toBe(0);
  });

  it('after a lost answer with still nothing found, it sends again', async () => {
    const p = person(async () => 'P2');
    await expect(createPerson(p, options(123))).resolves.toEqual({ kind: 'created', made: 'P2' });
    expect(p.looks).toEqual([123]);
    expect(p.creates).toBe(1);
  });
});
