/**
 * The OMS's clock as learned from the rows it stamps (issue 35: dates from the OMS's clock).
 */
import nock from 'nock';
import { OmsClient } from './client';
import { OmsClock } from './oms-clock';
import { createProductStoreRole } from './stores';

function clockAt(local: { now: number }): OmsClock {
  return new OmsClock(() => local.now);
}

describe('OmsClock', () => {
  it('takes the local clock as the OMS’s until a stamp says otherwise', () => {
    expect(clockAt({ now: 50_000 }).now()).toBe(50_000);
  });

  it('a stamp inside the write’s span (give or take a second) keeps the offset', () => {
    const clock = clockAt({ now: 100_000 });
    clock.learn(100_700, 99_000, 100_000);
    clock.learn(98_200, 99_000, 100_000);
    expect(clock.offset).toBe(0);
  });

  it('a stamp a minute ahead of the span moves the OMS’s now a minute ahead', () => {
    const local = { now: 100_000 };
    const clock = clockAt(local);
    clock.learn(160_500, 100_000, 101_000);
    expect(clock.offset).toBe(60_000);
    local.now = 200_000;
    expect(clock.now()).toBe(260_000);
  });

  it('a stamp behind the span moves it back; a later agreeing stamp keeps the learned offset', () => {
    const clock = clockAt({ now: 500_000 });
    clock.learn(400_000, 499_000, 501_000);
    expect(clock.now()).toBe(400_000);
    clock.learn(400_100, 499_000, 501_000);
    expect(clock.now()).toBe(400_000);
  });

  it('an end is never dated before the row’s own fromDate', () => {
    const clock = clockAt({ now: 10_000 });
    expect(clock.endOf(9_000)).toBe(10_000);
    expect(clock.endOf(12_000)).toBe(12_000);
    expect(clock.endOf(undefined)).toBe(10_000);
  });

  it('ignores a stamp that is no time, or a span that ends before it starts', () => {
    const clock = clockAt({ now: 10_000 });
    clock.learn(Number.NaN, 1, 2);
    clock.learn(99_999_999, 5, 1);
    expect(clock.offset).toBe(0);
  });
});

describe('a client’s OMS clock', () => {
  const ORIGIN = 'https://oms.test';
  const LOCAL = 1_700_000_000_000;

  it('learns from the row a write made: the OMS stamped it a minute ahead, so its now is a minute ahead', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/`, now: () => LOCAL });
    const scope = nock(ORIGIN)
      .post('/api/service/createProductStoreRole')
      .reply(200, {})
      .post('/api/performFind')
      .reply(200, { docs: [{ fromDate: LOCAL + 60_000 }], count: 1 });
    await createProductStoreRole(client, { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' });
    scope.done();
    expect(client.clock.now()).toBe(LOCAL + 60_000);
  });

  it('a row stamped in step with the browser changes nothing', async () => {
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/`, now: () => LOCAL });
    const scope = nock(ORIGIN)
      .post('/api/service/createProductStoreRole')
      .reply(200, {})
      .post('/api/performFind')
      .reply(200, { docs: [{ fromDate: LOCAL + 300 }], count: 1 });
    await createProductStoreRole(client, { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' });
    scope.done();
    expect(client.clock.now()).toBe(LOCAL);
  });
});
