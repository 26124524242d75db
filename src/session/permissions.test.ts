import nock from 'nock';
import { OmsClient } from '../oms/client';
import { loadPermissions } from './permissions';

const ORIGIN = 'https://oms.test';
const oms = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ permissionId: `P${from + i}` }));

describe('loadPermissions', () => {
  it('reads page 0 first, then every other page in parallel, 200 a page', async () => {
    const seen: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const scope = nock(ORIGIN)
      .post('/api/getPermissions', (body: { viewIndex: number; viewSize: number; permissionIds: string[] }) => {
        return body.viewIndex === 0 && body.viewSize === 200 && body.permissionIds.includes('USERS_APP_VIEW');
      })
      .reply(200, { docs: ids(0, 200), count: 650 })
      .post('/api/getPermissions', (body: { viewIndex: number }) => body.viewIndex > 0)
      .times(3)
      .reply(200, function (_uri, body) {
        const { viewIndex } = body as { viewIndex: number };
        seen.push(viewIndex);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve({ docs: ids(viewIndex * 200, viewIndex === 3 ? 50 : 200), count: 650 });
          }, 20),
        ) as never;
      });
    const result = await loadPermissions(oms(), ['USERS_APP_VIEW']);
    expect(result.incomplete).toBe(false);
    expect(result.permissionIds).toHaveLength(650);
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect(maxInFlight).toBe(3);
    scope.done();
  });

  it('keeps what it read and says so when a later page fails', async () => {
    nock(ORIGIN)
      .post('/api/getPermissions', (body: { viewIndex: number }) => body.viewIndex === 0)
      .reply(200, { docs: ids(0, 200), count: 400 })
      .post('/api/getPermissions', (body: { viewIndex: number }) => body.viewIndex === 1)
      .reply(500, { error: { message: 'down' } });
    const result = await loadPermissions(oms(), ['USERS_APP_VIEW']);
    expect(result.incomplete).toBe(true);
    expect(result.permissionIds).toHaveLength(200);
  });

  it('fails when the first page fails', async () => {
    nock(ORIGIN).post('/api/getPermissions').reply(500, { error: { message: 'down' } });
    await expect(loadPermissions(oms(), ['USERS_APP_VIEW'])).rejects.toMatchObject({ kind: 'http' });
  });
});
