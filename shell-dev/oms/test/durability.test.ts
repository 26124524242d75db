/**
 * "The OMS dev server loses nothing": the server runs as a real child process (cli.ts), takes a
 * burst of concurrent writes (20 in flight at a time; emails, phone numbers, security group memberships), is killed with
 * SIGKILL about half-way through the answers, and is started again on the same file. Every write
 * it answered 2xx without an error message must be there afterwards, and the file must pass
 * PRAGMA integrity_check. Writes never answered may or may not be there: only answered ones count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_LOGINS, KNOWN_PERSON } from '../seed/fixtures';

jest.setTimeout(30_000);

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'shell-dev/oms/cli.ts');
const WRITES = 200;
const KILL_AFTER = WRITES / 2;
/** Writes in flight at once. */
const IN_FLIGHT = 20;
const GROUP = 'BIZADMIN';

interface RunningServer {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

const running = new Set<ChildProcess>();
let dir = '';

/** Starts `cli.ts` in its own node process (tsx as a loader, so SIGKILL hits the server itself). */
function spawnServer(dbFile: string): Promise<RunningServer> {
  // OMS_TEST_ERROR_SHAPE=http runs the whole OMS suite in the http shape (see harness.ts): this server too.
  const shape = process.env.OMS_TEST_ERROR_SHAPE === 'http' ? ['--error-shape', 'http'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--db', dbFile, ...shape], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OMS dev server did not start in 15 s:\n${output}`)), 15_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /listening at (http:\/\/\S+\/api\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, exited });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the OMS dev server exited before listening:\n${output}`));
    });
  });
}

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { Connection: 'close', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: JSON.parse(await response.text()) as Record<string, unknown> };
}

type Write =
  | { kind: 'email'; emailAddress: string; contactMechId?: string }
  | { kind: 'phone'; contactNumber: string; contactMechId?: string }
  | { kind: 'membership'; fromDate: number };

function makeWrite(i: number, base: number): { write: Write; service: string; body: Record<string, unknown> } {
  const partyId = KNOWN_PERSON.partyId;
  if (i % 3 === 0) {
    const emailAddress = `burst${i}@example.com`;
    return { write: { kind: 'email', emailAddress }, service: 'createUpdatePartyEmailAddress', body: { partyId, emailAddress, contactMechPurposeTypeId: 'PRIMARY_EMAIL' } };
  }
  if (i % 3 === 1) {
    const contactNumber = `77${String(i).padStart(5, '0')}`;
    return { write: { kind: 'phone', contactNumber }, service: 'createUpdatePartyTelecomNumber', body: { partyId, contactNumber, countryCode: '1', contactMechPurposeTypeId: 'PRIMARY_PHONE' } };
  }
  const fromDate = base + i;
  return { write: { kind: 'membership', fromDate }, service: 'addPartyUserPermission', body: { userLoginId: KNOWN_PERSON.userLoginId, groupIds: [GROUP], fromDate } };
}

const isAnsweredOk = (answer: { status: number; body: Record<string, unknown> }): boolean =>
  answer.status >= 200 && answer.status < 300 && answer.body._ERROR_MESSAGE_ === undefined && answer.body._ERROR_MESSAGE_LIST_ === undefined && answer.body.error === undefined;

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test(`a burst of ${WRITES} writes, ${IN_FLIGHT} in flight at a time, SIGKILL half-way: every answered write survives the restart`, async () => {
  const started = Date.now();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oms-durability-'));
  const dbFile = path.join(dir, 'oms.sqlite');
  const first = await spawnServer(dbFile);
  const login = await post(`${first.url}login`, { USERNAME: DEMO_LOGINS.admin.userLoginId, PASSWORD: DEMO_LOGINS.admin.password });
  expect(login.body.token).toEqual(expect.any(String));
  const token = String(login.body.token);

  const base = Date.now() - 86_400_000;
  const answered: Write[] = [];
  let replies = 0;
  let failed = 0;
  // Writes go out IN_FLIGHT at a time, each finished one sending the next: at the kill some are
  // in flight and the rest still to send, so the kill always lands mid-burst (with all 200 sent at
  // once, a fast server could answer every one before the signal took effect).
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < WRITES; i = next++) await sendOne(i);
  };
  const sendOne = async (i: number): Promise<void> => {
    const { write, service, body } = makeWrite(i, base);
    try {
      const answer = await post(`${first.url}service/${service}`, body, token);
      replies += 1;
      if (replies === KILL_AFTER) first.child.kill('SIGKILL');
      if (!isAnsweredOk(answer)) throw new Error(`${service} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      if (write.kind !== 'membership') write.contactMechId = String(answer.body.contactMechId);
      answered.push(write);
    } catch (error) {
      // Only a write cut off by the kill may go unanswered; anything the server refused is a test bug.
      if (error instanceof Error && error.message.includes(' answered ')) throw error;
      failed += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await first.exited;
  expect(first.child.signalCode).toBe('SIGKILL');
  // The kill landed mid-burst: some writes answered, some cut off.
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(failed).toBeGreaterThan(0);
  expect(answered.length + failed).toBe(WRITES);

  const second = await spawnServer(dbFile);
  const find = async (body: Record<string, unknown>): Promise<Array<Record<string, unknown>>> => {
    const answer = await post(`${second.url}performFind`, { viewSize: 1000, ...body }, token);
    expect(answer.status).toBe(200);
    return (answer.body.docs as Array<Record<string, unknown>> | undefined) ?? [];
  };
  const contacts = answered.filter((w) => w.kind !== 'membership');
  const memberships = answered.filter((w) => w.kind === 'membership');
  const foundContacts = new Map(
    (await find({ entityName: 'PartyContactDetailByPurpose', inputFields: { partyId: KNOWN_PERSON.partyId, contactMechId: contacts.map((w) => w.contactMechId) }, fieldList: ['contactMechId', 'infoString', 'contactNumber'] })).map((d) => [
      String(d.contactMechId),
      d,
    ]),
  );
  const foundDates = new Set(
    (await find({ entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: KNOWN_PERSON.userLoginId, groupId: GROUP, fromDate: memberships.map((w) => w.fromDate) }, fieldList: ['fromDate'] })).map((d) => Number(d.fromDate)),
  );
  const lost = answered.filter((w) => {
    if (w.kind === 'membership') return !foundDates.has(w.fromDate);
    const row = foundContacts.get(w.contactMechId ?? '');
    return w.kind === 'email' ? row?.infoString !== w.emailAddress : row?.contactNumber !== w.contactNumber;
  });
  expect(lost).toEqual([]);

  // The same straight from the file (read-only, next to the running server), and its integrity.
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  let stored = 0;
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;
    const storedMemberships = count('SELECT count(*) AS n FROM UserLoginSecurityGroup WHERE userLoginId = ? AND groupId = ? AND fromDate >= ? AND fromDate < ?', KNOWN_PERSON.userLoginId, GROUP, base, base + WRITES);
    expect(storedMemberships).toBeGreaterThanOrEqual(memberships.length);
    const storedContacts = count(
      `SELECT count(*) AS n FROM PartyContactMech pcm JOIN ContactMech cm ON cm.contactMechId = pcm.contactMechId LEFT JOIN TelecomNumber tn ON tn.contactMechId = cm.contactMechId
       WHERE pcm.partyId = ? AND (cm.infoString LIKE 'burst%@example.com' OR tn.contactNumber LIKE '77_____')`,
      KNOWN_PERSON.partyId,
    );
    expect(storedContacts).toBeGreaterThanOrEqual(contacts.length);
    stored = storedMemberships + storedContacts;
  } finally {
    db.close();
  }
  second.child.kill('SIGTERM');
  await second.exited;
  console.info(`durability: ${WRITES} writes sent, ${answered.length} answered 2xx, ${answered.length - lost.length} of them found after the restart, ${failed} cut off by SIGKILL (${stored} writes stored in all); ${Date.now() - started} ms`);
});
