/** Fault injection: only with faults on; http500, errorMessage, delay and drop for the next K calls. */
import { startTestServer, type Client, expectOk, type TestServer } from './harness';

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer({ faults: true });
  admin = await t.admin();
});
afterEach(async () => {
  await fetch(`${t.server.url}dev/faults`, { method: 'DELETE' });
});
afterAll(() => t.close());

const find = { entityName: 'ProductStore', noConditionFind: 'Y', viewSize: 10 };
const addFault = (body: Record<string, unknown>) => t.anonymous.post<{ faults: unknown[]; error?: { message: string } }>('dev/faults', body);

test('the fault endpoints do not exist without --faults', async () => {
  const plain = await startTestServer();
  try {
    expect((await plain.anonymous.post('dev/faults', { call: 'performFind', mode: 'http500' })).status).toBe(404);
    expect((await fetch(`${plain.server.url}dev/faults`, { method: 'DELETE' })).status).toBe(404);
  } finally {
    await plain.close();
  }
});

test('http500 for the next K calls, then normal answers', async () => {
  expectOk(await addFault({ call: 'performFind', mode: 'http500', times: 2 }));
  for (let i = 0; i < 2; i++) {
    const answer = await admin.find(find);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { message: expect.stringContaining('performFind') } });
  }
  expect((await admin.find(find)).body).toMatchObject({ count: 4 });
});

test('errorMessage answers 200 with _ERROR_MESSAGE_ and does not run the service', async () => {
  await addFault({ call: 'service/forceLogout', mode: 'errorMessage' });
  const answer = await admin.service('forceLogout', { userLoginId: 'admin' });
  expect(answer).toEqual({ status: 200, body: { _ERROR_MESSAGE_: expect.stringContaining('service/forceLogout') } });
  expectOk(await admin.get('user-profile'));
});

test('delay holds the answer back, then answers normally', async () => {
  await addFault({ call: 'user-profile', mode: 'delay', delayMs: 300 });
  const started = Date.now();
  const answer = await admin.get('user-profile');
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect(answer.status).toBe(200);
});

test('drop closes the connection without an answer', async () => {
  await addFault({ call: 'login', mode: 'drop' });
  await expect(fetch(`${t.server.url}login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"USERNAME":"admin","PASSWORD":"admin@123"}' })).rejects.toThrow();
  expect((await t.anonymous.post('login', { USERNAME: 'admin', PASSWORD: 'admin@123' })).body).toHaveProperty('token');
});

test('listing, clearing and validation', async () => {
  await addFault({ call: 'performFind', mode: 'http500', times: 5 });
  expect((await t.anonymous.get<{ faults: Array<{ remaining: number }> }>('dev/faults')).body.faults).toEqual([expect.objectContaining({ call: 'performFind', mode: 'http500', remaining: 5 })]);
  expect((await (await fetch(`${t.server.url}dev/faults`, { method: 'DELETE' })).json()) as unknown).toEqual({ cleared: 1 });
  expectOk(await admin.find(find));
  expect((await addFault({ call: 'performFind', mode: 'explode' })).status).toBe(400);
  expect((await addFault({ mode: 'http500' })).status).toBe(400);
  expect((await addFault({ call: 'performFind', mode: 'http500', times: 0 })).status).toBe(400);
});
