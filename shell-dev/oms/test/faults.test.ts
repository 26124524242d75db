/**
 * Fault injection: only with faults on; http500, errorMessage, unauthorised, forbidden, malformed,
 * emptyOk, delay and drop for the next K calls. Every mode but delay answers (or drops) instead of
 * the service: the write is checked absent in the database and through performFind.
 */
import type { FaultMode } from '../faults';
import { KNOWN_PERSON } from '../seed/fixtures';
import { startTestServer, type Client, expectOk, fingerprint, type TestServer } from './harness';

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

test('skip lets the first K matching calls through, then fails the next ones', async () => {
  expectOk(await addFault({ call: 'performFind', mode: 'http500', skip: 2, times: 1 }));
  expect((await admin.find(find)).status).toBe(200);
  expect((await admin.find(find)).status).toBe(200);
  expect((await admin.find(find)).status).toBe(500);
  expect((await admin.find(find)).status).toBe(200);
  expect((await addFault({ call: 'performFind', mode: 'http500', skip: -1 })).status).toBe(400);
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

const WRITE = 'createUpdatePartyEmailAddress';
const CALL = `service/${WRITE}`;
const JSON_TYPE = 'application/json; charset=utf-8';
let serial = 0;
const emailWrite = () => ({ partyId: KNOWN_PERSON.partyId, emailAddress: `fault-${Date.now()}-${++serial}@example.com`, contactMechPurposeTypeId: 'PRIMARY_EMAIL' });

/** The write as the app sends it, read raw: the body may not be JSON. */
async function rawWrite(body: unknown): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${t.server.url}${CALL}`, { method: 'POST', headers: { Connection: 'close', 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token ?? ''}` }, body: JSON.stringify(body) });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** How many contact mechs with this address performFind finds on the party. */
const stored = async (emailAddress: string): Promise<number> =>
  (await admin.find({ entityName: 'PartyContactDetailByPurpose', inputFields: { partyId: KNOWN_PERSON.partyId, infoString: emailAddress }, fieldList: ['contactMechId'] })).body.count ?? -1;

const answering: Array<[FaultMode, number, (text: string) => void]> = [
  ['http500', 500, (text) => expect(JSON.parse(text)).toEqual({ error: { message: `Injected fault (http500) on ${CALL}` } })],
  ['errorMessage', 200, (text) => expect(JSON.parse(text)).toEqual({ _ERROR_MESSAGE_: `Injected fault (errorMessage) on ${CALL}` })],
  // The same 401 an expired token gets (auth/sessions.ts), the contract's non-2xx shape.
  ['unauthorised', 401, (text) => expect(JSON.parse(text)).toEqual({ error: { message: expect.stringMatching(/^Unauthorized: the token has expired\. \(Injected fault/) } })],
  ['forbidden', 403, (text) => expect(JSON.parse(text)).toEqual({ error: { message: expect.stringMatching(new RegExp(`^Permission denied: ${CALL} `)) } })],
  [
    'malformed',
    200,
    (text) => {
      expect(text).toMatch(/^\{"docs":\[\{"partyId":"10000","note":"Injected fault \(malformed\)/);
      expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    },
  ],
  ['emptyOk', 200, (text) => expect(JSON.parse(text)).toEqual({})],
];

test.each(answering)('%s answers %i instead of the service: nothing is written', async (mode, status, checkBody) => {
  expectOk(await addFault({ call: CALL, mode }));
  const write = emailWrite();
  const before = fingerprint(t.server);
  const answer = await rawWrite(write);
  expect(answer.status).toBe(status);
  expect(answer.type).toBe(JSON_TYPE);
  checkBody(answer.text);
  expect(fingerprint(t.server)).toBe(before);
  expect(await stored(write.emailAddress)).toBe(0);
  // The fault is used up (and an `unauthorised` one ended no session): the same write now runs, and the read-back sees it.
  expect(JSON.parse((await rawWrite(write)).text)).toEqual({ contactMechId: expect.any(String), partyId: KNOWN_PERSON.partyId });
  expect(await stored(write.emailAddress)).toBe(1);
});

test('drop on a write: no answer and nothing written', async () => {
  await addFault({ call: CALL, mode: 'drop' });
  const write = emailWrite();
  const before = fingerprint(t.server);
  await expect(rawWrite(write)).rejects.toThrow();
  expect(fingerprint(t.server)).toBe(before);
  expect(await stored(write.emailAddress)).toBe(0);
});

test('delay on a write: the write happens, after the delay', async () => {
  await addFault({ call: CALL, mode: 'delay', delayMs: 200 });
  const write = emailWrite();
  const started = Date.now();
  const answer = await rawWrite(write);
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  expect({ status: answer.status, type: answer.type }).toEqual({ status: 200, type: JSON_TYPE });
  expect(JSON.parse(answer.text)).toEqual({ contactMechId: expect.any(String), partyId: KNOWN_PERSON.partyId });
  expect(await stored(write.emailAddress)).toBe(1);
});
