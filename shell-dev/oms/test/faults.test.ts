/**
 * Fault injection: only with faults on; http500, errorMessage, unauthorised, forbidden, malformed,
 * emptyOk, delay, drop, lostAnswer, lateAnswer and resent for the next K calls, optionally only for
 * the performFinds of one entity. The answering modes and drop act instead of the service: the write
 * is checked absent in the database and through performFind; delay, lostAnswer and lateAnswer let
 * it run: the write is checked present (once), with a real HTTP client that gets no (whole) answer;
 * resent runs it twice, as a real OMS runs a browser's resend.
 */
import net from 'node:net';
import type { FaultMode } from '../faults';
import { KNOWN_PERSON } from '../seed/fixtures';
import { startTestServer, type Client, expectOk, fingerprint, type TestServer } from './harness';
import { withFaultServer } from './fault-server';

const server = withFaultServer();
const { addFault, faultList } = server;
let t: TestServer;
let admin: Client;
beforeAll(() => {
  ({ t, admin } = server);
});

const find = { entityName: 'ProductStore', noConditionFind: 'Y', viewSize: 10 };

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

test('an answering fault with delayMs answers after the hold, still without running the service; without it, at once', async () => {
  expect((await addFault({ call: 'service/forceLogout', mode: 'http500' })).body.faults).toEqual([expect.objectContaining({ mode: 'http500', delayMs: 0 })]);
  expect((await admin.service('forceLogout', { userLoginId: 'admin' })).status).toBe(500);
  await addFault({ call: 'service/forceLogout', mode: 'errorMessage', delayMs: 300 });
  const started = Date.now();
  const answer = await admin.service('forceLogout', { userLoginId: 'admin' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect(answer).toEqual({ status: 200, body: { _ERROR_MESSAGE_: expect.stringContaining('service/forceLogout') } });
  expectOk(await admin.get('user-profile'));
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
async function rawWrite(body: unknown, signal?: AbortSignal): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${t.server.url}${CALL}`, { method: 'POST', headers: { Connection: 'close', 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token ?? ''}` }, body: JSON.stringify(body), signal });
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

/** Rows of ContactMech holding this address, straight from the database. */
const rows = (emailAddress: string): number => (t.server.db.prepare('SELECT COUNT(*) AS n FROM ContactMech WHERE infoString = ?').get(emailAddress) as { n: number }).n;

/** Every byte the server sends back to the write over a plain socket, until it closes. */
function bytesBack(body: unknown): Promise<string> {
  const json = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    // Written, not ended: a browser does not half-close its side while it waits for the answer.
    const socket = net.connect(t.server.port, '127.0.0.1', () => {
      socket.write(
        `POST /api/${CALL} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nAuthorization: Bearer ${admin.token ?? ''}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('lostAnswer on a write: the write commits once, the client gets headers and then a body that never completes', async () => {
  expectOk(await addFault({ call: CALL, mode: 'lostAnswer' }));
  const write = emailWrite();
  const response = await fetch(`${t.server.url}${CALL}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token ?? ''}` }, body: JSON.stringify(write) });
  expect(response.status).toBe(200);
  await expect(response.text()).rejects.toThrow();
  expect(rows(write.emailAddress)).toBe(1);
  expect(await stored(write.emailAddress)).toBe(1);
  expect(await faultList()).toEqual([]);
});

test('lostAnswer does nothing to later requests: the same request sent again (a resend) runs and answers', async () => {
  expectOk(await addFault({ call: CALL, mode: 'lostAnswer' }));
  const write = emailWrite();
  await expect(rawWrite(write)).rejects.toThrow();
  expect(JSON.parse((await rawWrite(write)).text)).toEqual({ contactMechId: expect.any(String), partyId: KNOWN_PERSON.partyId });
  // As a real OMS: the resend is a second create.
  expect(rows(write.emailAddress)).toBe(2);
});

test('lostAnswer: the status line and headers arrive, the body is cut short and the connection closes', async () => {
  expectOk(await addFault({ call: CALL, mode: 'lostAnswer' }));
  const write = emailWrite();
  const back = await bytesBack(write);
  expect(back).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  const [head = '', body = ''] = back.split('\r\n\r\n');
  const declared = Number(/content-length: (\d+)/i.exec(head)?.[1]);
  expect(body.length).toBeGreaterThan(0);
  expect(body.length).toBeLessThan(declared);
  expect(body).not.toContain('"partyId"');
  expect(rows(write.emailAddress)).toBe(1);
  // Without the fault the same socket client reads the answer.
  expect(await bytesBack(emailWrite())).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*"contactMechId"/);
});

test('resent on a create the OMS does not deduplicate: two contacts, the client gets the second answer', async () => {
  expectOk(await addFault({ call: CALL, mode: 'resent' }));
  const write = emailWrite();
  const answer = await rawWrite(write);
  expect(answer.status).toBe(200);
  const { contactMechId } = JSON.parse(answer.text) as { contactMechId: string };
  expect(rows(write.emailAddress)).toBe(2);
  const ids = (t.server.db.prepare('SELECT contactMechId FROM ContactMech WHERE infoString = ? ORDER BY contactMechId').all(write.emailAddress) as { contactMechId: string }[]).map((row) => row.contactMechId);
  expect(ids.at(-1)).toBe(contactMechId);
  expect(await faultList()).toEqual([]);
});

test('resent on a create whose key is in the request: the second run answers the OMS\'s "already exists"', async () => {
  const groupId = `RESENT_${Date.now()}`;
  expectOk(await addFault({ call: 'service/createSecurityGroup', mode: 'resent' }));
  const answer = await admin.service('createSecurityGroup', { groupId, groupName: 'Resent group' });
  expect(answer.body).toEqual({ _ERROR_MESSAGE_: `Security group ${groupId} already exists.` });
  expect(t.server.db.prepare('SELECT COUNT(*) AS n FROM SecurityGroup WHERE groupId = ?').get(groupId)).toEqual({ n: 1 });
});

test('lostAnswer and resent run the request with its own token: an unknown token is refused in both runs', async () => {
  expectOk(await addFault({ call: CALL, mode: 'resent' }));
  const write = emailWrite();
  const answer = await fetch(`${t.server.url}${CALL}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer nope' }, body: JSON.stringify(write) });
  expect(answer.status).toBe(401);
  expect(rows(write.emailAddress)).toBe(0);
  expect((await addFault({ call: 'performFind', mode: 'resent', entity: 'Party' })).status).toBe(400);
});

test('lostAnswer on performFind: the answer to the find never completes, the next one answers', async () => {
  expectOk(await addFault({ call: 'performFind', mode: 'lostAnswer' }));
  const response = await fetch(`${t.server.url}performFind`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token ?? ''}` }, body: JSON.stringify(find) });
  await expect(response.text()).rejects.toThrow();
  expect((await admin.find(find)).body).toMatchObject({ count: 4 });
});

test('lateAnswer: the write commits after delayMs although the client gave up first', async () => {
  expectOk(await addFault({ call: CALL, mode: 'lateAnswer', delayMs: 300 }));
  const write = emailWrite();
  const started = Date.now();
  await expect(rawWrite(write, AbortSignal.timeout(100))).rejects.toThrow(expect.objectContaining({ name: 'TimeoutError' }) as Error);
  expect(rows(write.emailAddress)).toBe(0);
  let committedAfter = -1;
  for (let waited = 0; waited < 3000 && committedAfter < 0; waited += 20) {
    await sleep(20);
    if (rows(write.emailAddress) === 1) committedAfter = Date.now() - started;
  }
  expect(committedAfter).toBeGreaterThanOrEqual(290);
  expect(await stored(write.emailAddress)).toBe(1);
});

test('lateAnswer: a client that waits gets the real answer after delayMs; the default delay outlasts the app time-out', async () => {
  expectOk(await addFault({ call: CALL, mode: 'lateAnswer', delayMs: 200 }));
  const write = emailWrite();
  const started = Date.now();
  const answer = await rawWrite(write);
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  expect(JSON.parse(answer.text)).toEqual({ contactMechId: expect.any(String), partyId: KNOWN_PERSON.partyId });
  expect(rows(write.emailAddress)).toBe(1);
  expect((await addFault({ call: CALL, mode: 'lateAnswer' })).body.faults).toEqual([expect.objectContaining({ mode: 'lateAnswer', delayMs: 65_000 })]);
  expect((await addFault({ call: CALL, mode: 'lateAnswer', delayMs: 120_001 })).status).toBe(400);
});
