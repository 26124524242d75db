/**
 * The data manager (OMS-CONTRACT.md "Data manager"): uploadAndImportFile records a pending
 * IMP_EMPLOYEE job, the runner imports its rows with the REST services (a failed row leaves
 * nothing and goes to the error file with the service's message), DataManagerLogAndContent and
 * DataResourceContentView answer through performFind, DownloadCsvFile answers the stored text.
 *
 * The main server runs its data manager only when asked (interval 0, runDataManager()), so each
 * step is seen; one test uses a server whose runner picks the job up by itself.
 */
import Papa from 'papaparse';
import { IMP_EMPLOYEE } from '../services/data-manager';
import { DEMO_LOGINS, KNOWN_PERSON, SEEDED_IMPORT_JOBS, SECURITY_ADMIN_USER } from '../seed/fixtures';
import { expectFailure, expectOk, fingerprint, startTestServer, type Client, type TestServer } from './harness';

const HEADER = 'firstName,lastName,securityGroupId,userLoginId,password,emailAddress,externalId';
const JOB_FIELDS = ['logId', 'configId', 'statusId', 'createdDate', 'startDateTime', 'finishDateTime', 'createdByUserLogin', 'logFileContentId', 'errorRecordContentId', 'contentName', 'dataResourceId'];

interface Job {
  logId: string;
  configId: string;
  statusId: string;
  createdDate: number;
  startDateTime: number | null;
  finishDateTime: number | null;
  createdByUserLogin: string;
  logFileContentId: string | null;
  errorRecordContentId: string | null;
  contentName: string;
  dataResourceId: string;
}

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer({ dataManagerIntervalMs: 0 });
  admin = await t.admin();
});
afterAll(() => t.close());

let files = 0;
/** A unique file name per test. */
const fileName = (label: string): string => `${label}-${(files += 1)}.csv`;

function form(fields: Record<string, string>, file?: { text: string | Buffer; name: string; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('uploadedFile', new Blob([typeof file.text === 'string' ? file.text : new Uint8Array(file.text)], { type: file.type ?? 'text/csv' }), file.name);
  return data;
}

async function upload(client: Client, text: string, name: string, configId = IMP_EMPLOYEE): Promise<string> {
  const answer = expectOk(await client.postForm<{ logId?: unknown }>('uploadAndImportFile', form({ configId }, { text, name })), `upload ${name}`);
  expect(typeof answer.logId).toBe('string');
  return String(answer.logId);
}

async function jobs(inputFields: Record<string, unknown>, extra: Record<string, unknown> = {}, client: Client = admin): Promise<{ docs: Job[]; count: number }> {
  const body = expectOk(await client.find<{ docs?: Job[]; count?: number }>({ entityName: 'DataManagerLogAndContent', inputFields, fieldList: JOB_FIELDS, orderBy: '-createdDate', viewSize: 20, ...extra }));
  return { docs: body.docs ?? [], count: body.count ?? 0 };
}

async function jobNamed(contentName: string): Promise<Job> {
  const { docs } = await jobs({ configId: IMP_EMPLOYEE, contentName });
  expect(docs).toHaveLength(1);
  return docs[0] as Job;
}

/** The content's data resource and name (DataResourceContentView). */
async function resourceOf(contentId: string): Promise<{ coDataResourceId: string; coContentName: string }> {
  const body = expectOk(await admin.find<{ docs?: Array<{ coContentId: string; coDataResourceId: string; coContentName: string }> }>({
    entityName: 'DataResourceContentView',
    inputFields: { coContentId: [contentId], coContentId_op: 'in' },
    fieldList: ['coContentId', 'coDataResourceId', 'coContentName'],
    viewSize: 10,
  }));
  expect(body.docs).toHaveLength(1);
  return body.docs?.[0] as { coDataResourceId: string; coContentName: string };
}

async function download(dataResourceId: string, client: Client = admin): Promise<Response> {
  return fetch(`${client.baseUrl}DownloadCsvFile?dataResourceId=${encodeURIComponent(dataResourceId)}`, { headers: { Connection: 'close', ...(client.token ? { Authorization: `Bearer ${client.token}` } : {}) } });
}

async function downloadText(dataResourceId: string): Promise<string> {
  const response = await download(dataResourceId);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  return response.text();
}

/** The error file of a job, parsed: header and rows. */
async function errorFile(job: Job): Promise<{ name: string; header: string[]; rows: string[][] }> {
  if (!job.errorRecordContentId) throw new Error(`job ${job.logId} has no error file`);
  const resource = await resourceOf(job.errorRecordContentId);
  const parsed = Papa.parse<string[]>(await downloadText(resource.coDataResourceId), { skipEmptyLines: true });
  const [header = [], ...rows] = parsed.data;
  return { name: resource.coContentName, header, rows };
}

async function logText(job: Job): Promise<string> {
  if (!job.logFileContentId) throw new Error(`job ${job.logId} has no log file`);
  return downloadText((await resourceOf(job.logFileContentId)).coDataResourceId);
}

/** The user row of a login (PartyAndUserLoginSecurityGroupDetails), or undefined. */
async function userOf(userLoginId: string): Promise<Record<string, unknown> | undefined> {
  const body = (await admin.find({
    entityName: 'PartyAndUserLoginSecurityGroupDetails',
    inputFields: { userLoginId },
    fieldList: ['partyId', 'firstName', 'lastName', 'externalId', 'createdByUserLogin', 'securityGroupId', 'roleTypeIdTo', 'partyRelationshipTypeId', 'partyIdFrom'],
    distinct: 'Y',
    viewSize: 5,
  })).body;
  expect((body.docs ?? []).length).toBeLessThanOrEqual(1);
  return body.docs?.[0];
}

const count = (sql: string, ...params: unknown[]): number => (t.server.db.prepare(sql).get(...params) as { n: number }).n;

describe('uploadAndImportFile', () => {
  test('records a pending job of the caller with the file, stored as uploaded', async () => {
    const name = fileName('pending');
    const text = `\ufeff${HEADER}\r\nAnn,Pending,,ann.pending,hello@123,,\r\n`;
    const before = Date.now();
    const logId = await upload(admin, text, name);
    const job = await jobNamed(name);
    expect(job).toMatchObject({ logId, configId: IMP_EMPLOYEE, statusId: 'SERVICE_PENDING', createdByUserLogin: DEMO_LOGINS.admin.userLoginId, contentName: name, startDateTime: null, finishDateTime: null, logFileContentId: null, errorRecordContentId: null });
    expect(job.createdDate).toBeGreaterThanOrEqual(before - 5);
    expect(job.createdDate).toBeLessThanOrEqual(Date.now());
    // DownloadCsvFile answers the stored text exactly, the BOM too (Response.text() would drop it).
    const response = await download(job.dataResourceId);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(text, 'utf8'))).toBe(true);
    await t.server.runDataManager();
    expect((await jobNamed(name)).statusId).toBe('SERVICE_FINISHED');
  });

  test('an unknown configId is a service error in the error shape; nothing is written', async () => {
    const before = fingerprint(t.server);
    expectFailure(t, await admin.postForm('uploadAndImportFile', form({ configId: 'IMP_NOPE' }, { text: `${HEADER}\r\n`, name: 'x.csv' })), 404, 'DataManagerConfig [IMP_NOPE] not found');
    expectFailure(t, await admin.postForm('uploadAndImportFile', form({}, { text: `${HEADER}\r\n`, name: 'x.csv' })), 400, 'configId');
    expectFailure(t, await admin.postForm('uploadAndImportFile', form({ configId: IMP_EMPLOYEE })), 400, 'uploadedFile');
    expect(fingerprint(t.server)).toBe(before);
  });

  test('needs a session: 401 without a token, and nothing is written', async () => {
    const before = fingerprint(t.server);
    const answer = await t.anonymous.postForm('uploadAndImportFile', form({ configId: IMP_EMPLOYEE }, { text: `${HEADER}\r\n`, name: 'anonymous.csv' }));
    expect(answer.status).toBe(401);
    expect(fingerprint(t.server)).toBe(before);
    expect((await download('10000', t.anonymous)).status).toBe(401);
    expect((await t.anonymous.find({ entityName: 'DataManagerLogAndContent', noConditionFind: 'Y' })).status).toBe(401);
  });
});

describe('the runner imports IMP_EMPLOYEE rows with the services', () => {
  const existingGroupRow = `Gina,Goodrow,CSR,gina.goodrow,hello@123,gina.goodrow@example.com,EMP-DM-1`;
  const failing: Array<[label: string, row: string, message: string]> = [
    ['no first name', ',Nofirst,,no.first,hello@123,,', 'The following required parameter is missing: firstName'],
    ['no last name', 'Nolast,,,no.last,hello@123,,', 'The following required parameter is missing: lastName'],
    ['no username', 'Nouser,Rowe,,,hello@123,,', 'The following required parameter is missing: userLoginId'],
    ['a username that exists', `Dup,Login,,${KNOWN_PERSON.userLoginId},hello@123,,`, `Could not create login user: user with ID ${KNOWN_PERSON.userLoginId} already exists.`],
    ['an external ID that exists', `Dup,External,,dup.external,hello@123,,${KNOWN_PERSON.externalId}`, `A party with external ID ${KNOWN_PERSON.externalId} already exists.`],
    ['an unknown security group', 'Bad,Group,NO_SUCH_GROUP,bad.group,hello@123,,', 'SecurityGroup [NO_SUCH_GROUP] not found'],
    ['no password', 'No,Password,,no.password,,,', 'The following required parameter is missing: currentPassword'],
    ['a password the rule refuses', 'Weak,Password,,weak.password,hello,,', 'Password should be at least 5 characters long'],
    ['an invalid email', 'Bad,Email,,bad.email,hello@123,bad.email@example,', 'Invalid email address.'],
    ['the username of an earlier row of the file', 'Gina,Again,,gina.goodrow,hello@123,,', 'Could not create login user: user with ID gina.goodrow already exists.'],
    ['a row with a missing field', 'Short,Row,,short.row,hello@123,', 'The row has 6 fields; the header has 7.'],
  ];

  test('good rows make the person, login, group and email; bad rows make nothing and are in the error file with their message', async () => {
    const name = fileName('mixed');
    const rows = [existingGroupRow, ...failing.map(([, row]) => row), 'Quinn,"O\'Neil, Jr",,quinn.oneil,hello@123,,'];
    const text = `${HEADER}\r\n${rows.join('\r\n')}\r\n\r\n`;
    await t.server.runDataManager();
    const parties = count('SELECT count(*) AS n FROM Party');
    const logins = count('SELECT count(*) AS n FROM UserLogin');
    await upload(admin, text, name);
    await t.server.runDataManager();

    const job = await jobNamed(name);
    expect(job.statusId).toBe('SERVICE_FINISHED');
    expect(job.startDateTime).toEqual(expect.any(Number));
    expect(job.finishDateTime).toEqual(expect.any(Number));
    expect(job.startDateTime as number).toBeGreaterThanOrEqual(job.createdDate);
    expect(job.finishDateTime as number).toBeGreaterThanOrEqual(job.startDateTime as number);

    // The good rows, as the REST services would have made them, by the uploader.
    expect(await userOf('gina.goodrow')).toMatchObject({ firstName: 'Gina', lastName: 'Goodrow', externalId: 'EMP-DM-1', createdByUserLogin: 'admin', securityGroupId: 'CSR', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT', partyIdFrom: 'COMPANY' });
    expect(await userOf('quinn.oneil')).toMatchObject({ firstName: 'Quinn', lastName: "O'Neil, Jr", securityGroupId: null });
    const gina = (await userOf('gina.goodrow')) as { partyId: string };
    const email = (await admin.find({ entityName: 'PartyContactDetailByPurpose', inputFields: { partyId: gina.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, filterByDate: 'Y', fieldList: ['infoString'] })).body;
    expect(email.docs).toEqual([{ infoString: 'gina.goodrow@example.com' }]);
    expect((await t.anonymous.post('login', { USERNAME: 'gina.goodrow', PASSWORD: 'hello@123' })).body).toHaveProperty('token');
    // The ORGANIZATION_PARTY preference, as the login service stores it.
    expect(count("SELECT count(*) AS n FROM UserPreference WHERE userLoginId = 'gina.goodrow' AND userPrefTypeId = 'ORGANIZATION_PARTY' AND userPrefValue = 'COMPANY'")).toBe(1);

    // Nothing of the failed rows: two new parties and two new logins in all.
    expect(count('SELECT count(*) AS n FROM Party')).toBe(parties + 2);
    expect(count('SELECT count(*) AS n FROM UserLogin')).toBe(logins + 2);
    for (const lastName of ['Nofirst', 'Rowe', 'Login', 'External', 'Group', 'Password', 'Email', 'Again', 'Row']) {
      expect(count('SELECT count(*) AS n FROM Person WHERE lastName = ?', lastName)).toBe(0);
    }

    const errors = await errorFile(job);
    expect(errors.name).toBe(name.replace(/\.csv$/, '-errors.csv'));
    expect(errors.header).toEqual([...HEADER.split(','), 'error']);
    expect(errors.rows).toHaveLength(failing.length);
    failing.forEach(([label, row, message], index) => {
      const cells = Papa.parse<string[]>(row).data[0] ?? [];
      const written = errors.rows[index] ?? [];
      expect({ label, cells: written.slice(0, cells.length) }).toEqual({ label, cells });
      expect({ label, message: written[7] }).toEqual({ label, message: expect.stringContaining(message) });
    });

    const log = await logText(job);
    expect(log).toContain(`Rows read: ${rows.length}`);
    expect(log).toContain('Imported: 2');
    expect(log).toContain(`Failed: ${failing.length}`);
  });

  test('columns in any order, a BOM, quotes; a file without failures has no error file', async () => {
    const name = fileName('reordered');
    const text = `\ufeffuserLoginId,externalId,emailAddress,password,securityGroupId,lastName,firstName\r\n"rita.reorder","","rita@example.com","he""llo@1",STORE_MANAGER,Reorder,"Rita"\r\n`;
    await upload(admin, text, name);
    await t.server.runDataManager();
    const job = await jobNamed(name);
    expect(job).toMatchObject({ statusId: 'SERVICE_FINISHED', errorRecordContentId: null });
    expect(job.logFileContentId).toEqual(expect.any(String));
    expect(await userOf('rita.reorder')).toMatchObject({ firstName: 'Rita', lastName: 'Reorder', externalId: null, securityGroupId: 'STORE_MANAGER' });
    expect((await t.anonymous.post('login', { USERNAME: 'rita.reorder', PASSWORD: 'he"llo@1' })).body).toHaveProperty('token');
    const log = await logText(job);
    expect(log).toContain('Rows read: 1');
    expect(log).toContain('Failed: 0');
  });

  test.each([
    ['without a header', ''],
    ['without a required column', 'firstName,lastName,userLoginId\r\nNo,Password,no.password.column\r\n'],
  ])('a file %s cannot be read: SERVICE_FAILED, nothing imported, the reason in the log', async (_label, text) => {
    const name = fileName('unreadable');
    await upload(admin, text, name);
    const parties = count('SELECT count(*) AS n FROM Party');
    await t.server.runDataManager();
    const job = await jobNamed(name);
    expect(job).toMatchObject({ statusId: 'SERVICE_FAILED', errorRecordContentId: null });
    expect(job.finishDateTime).toEqual(expect.any(Number));
    expect(count('SELECT count(*) AS n FROM Party')).toBe(parties);
    expect(await logText(job)).toMatch(text === '' ? /no header row/ : /lacks the required column password/);
  });

  test("rows are imported as the uploader: a login without SECURITY_CREATE gets every row refused", async () => {
    const manager = await t.as(DEMO_LOGINS.manager.userLoginId, DEMO_LOGINS.manager.password);
    const name = fileName('manager');
    await upload(manager, `${HEADER}\r\nMona,Manager,,mona.manager,hello@123,,\r\n`, name);
    await t.server.runDataManager();
    const job = await jobNamed(name);
    expect(job).toMatchObject({ statusId: 'SERVICE_FINISHED', createdByUserLogin: DEMO_LOGINS.manager.userLoginId });
    expect((await errorFile(job)).rows[0]?.[7]).toBe('Permission denied: createRelationship needs SECURITY_CREATE or SECURITY_ADMIN.');
    expect(await userOf('mona.manager')).toBeUndefined();
  });

  test('a job left running by a stopped server is marked SERVICE_CRASHED at the next start, not run again', async () => {
    const name = fileName('crashed');
    const logId = await upload(admin, `${HEADER}\r\nCrash,Test,,crash.test,hello@123,,\r\n`, name);
    t.server.db.prepare("UPDATE DataManagerLog SET statusId = 'SERVICE_RUNNING', startDateTime = ? WHERE logId = ?").run(Date.now(), logId);
    await t.restart({ dataManagerIntervalMs: 0 });
    admin = await t.admin();
    await t.server.runDataManager();
    expect(await jobNamed(name)).toMatchObject({ statusId: 'SERVICE_CRASHED', finishDateTime: expect.any(Number) });
    expect(await userOf('crash.test')).toBeUndefined();
  });
});

describe('DataManagerLogAndContent, DataResourceContentView, DownloadCsvFile', () => {
  test('pages newest first with the total count', async () => {
    const names = [fileName('page'), fileName('page'), fileName('page')];
    for (const name of names) {
      await upload(admin, `${HEADER}\r\n`, name);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const all = await jobs({ configId: IMP_EMPLOYEE }, { viewSize: 100 });
    expect(all.count).toBe(all.docs.length);
    const dates = all.docs.map((job) => job.createdDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.docs.slice(0, 3).map((job) => job.contentName)).toEqual([...names].reverse());
    const first = await jobs({ configId: IMP_EMPLOYEE }, { viewSize: 2, viewIndex: 0 });
    const second = await jobs({ configId: IMP_EMPLOYEE }, { viewSize: 2, viewIndex: 1 });
    expect(first.count).toBe(all.count);
    expect(second.count).toBe(all.count);
    expect([...first.docs, ...second.docs].map((job) => job.logId)).toEqual(all.docs.slice(0, 4).map((job) => job.logId));
    // Other configs: nothing (the answer OFBiz gives an empty find).
    expect((await admin.find({ entityName: 'DataManagerLogAndContent', inputFields: { configId: 'IMP_PRODUCT' } })).body).toEqual({ error: 'No record found', count: 0 });
    await t.server.runDataManager();
  });

  test('the seeded jobs another login ran: finished, the second with its error file', async () => {
    const seeded = await jobs({ configId: IMP_EMPLOYEE, createdByUserLogin: SECURITY_ADMIN_USER.userLoginId }, { viewSize: 10 });
    expect(seeded.docs.map((job) => [job.logId, job.contentName, job.statusId])).toEqual(
      [...SEEDED_IMPORT_JOBS].reverse().map((job) => [job.logId, job.fileName, 'SERVICE_FINISHED']),
    );
    const [withErrors, clean] = seeded.docs as [Job, Job];
    expect(clean.errorRecordContentId).toBeNull();
    const errors = await errorFile(withErrors);
    expect(errors.name).toBe('seasonal-hires-errors.csv');
    expect(errors.rows.map((row) => row[7])).toEqual([`Could not create login user: user with ID ${KNOWN_PERSON.userLoginId} already exists.`, 'SecurityGroup [NIGHT_SHIFT] not found']);
    expect(await logText(withErrors)).toContain('Imported: 2');
    // The uploaded file: its imported rows are seeded users.
    const uploaded = Papa.parse<string[]>(await downloadText(withErrors.dataResourceId), { skipEmptyLines: true }).data;
    expect(uploaded[0]).toEqual(HEADER.split(','));
    for (const row of uploaded.slice(1, 3)) expect(await userOf(row[3] ?? '')).toMatchObject({ firstName: row[0], lastName: row[1] });
  });

  test('DataResourceContentView: coContentId in a list', async () => {
    const [withErrors] = (await jobs({ configId: IMP_EMPLOYEE, createdByUserLogin: SECURITY_ADMIN_USER.userLoginId })).docs as [Job];
    const ids = [withErrors.logFileContentId, withErrors.errorRecordContentId] as string[];
    const body = expectOk(await admin.find<{ docs?: Array<Record<string, string>>; count?: number }>({
      entityName: 'DataResourceContentView',
      inputFields: { coContentId: ids, coContentId_op: 'in' },
      fieldList: ['coContentId', 'coDataResourceId', 'coContentName'],
      orderBy: 'coContentId',
    }));
    expect(body.count).toBe(2);
    expect(body.docs?.map((doc) => doc.coContentName).sort()).toEqual(['seasonal-hires-errors.csv', 'seasonal-hires-log.txt']);
  });

  test('DownloadCsvFile: an unknown id or none is a service error in the error shape', async () => {
    const unknown = await download('NO_SUCH_RESOURCE');
    expectFailure(t, { status: unknown.status, body: await unknown.json() }, 404, 'DataResource [NO_SUCH_RESOURCE] not found');
    const none = await fetch(`${admin.baseUrl}DownloadCsvFile`, { headers: { Connection: 'close', Authorization: `Bearer ${admin.token ?? ''}` } });
    expectFailure(t, { status: none.status, body: await none.json() }, 400, 'dataResourceId');
  });
});

describe('with its own runner and faults', () => {
  let own: TestServer;
  let ownAdmin: Client;
  beforeAll(async () => {
    own = await startTestServer({ dataManagerIntervalMs: 20, faults: true });
    ownAdmin = await own.admin();
  });
  afterAll(() => own.close());

  const waitFor = async (name: string, statusId: string): Promise<Job> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { docs } = await jobs({ configId: IMP_EMPLOYEE, contentName: name }, {}, ownAdmin);
      if (docs[0]?.statusId === statusId) return docs[0];
      if (Date.now() > deadline) throw new Error(`job ${name} is ${docs[0]?.statusId ?? 'missing'}, not ${statusId}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  test('the runner takes a pending job by itself', async () => {
    await upload(ownAdmin, `${HEADER}\r\nTimo,Timer,,timo.timer,hello@123,,\r\n`, 'timer.csv');
    const job = await waitFor('timer.csv', 'SERVICE_FINISHED');
    expect(job.errorRecordContentId).toBeNull();
  });

  test('lostAnswer: the upload is recorded once, the client gets no answer', async () => {
    expectOk(await ownAdmin.post('dev/faults', { call: 'uploadAndImportFile', mode: 'lostAnswer' }));
    await expect(ownAdmin.postForm('uploadAndImportFile', form({ configId: IMP_EMPLOYEE }, { text: `${HEADER}\r\nLost,Answer,,lost.answer,hello@123,,\r\n`, name: 'lost.csv' }))).rejects.toThrow();
    const job = await waitFor('lost.csv', 'SERVICE_FINISHED');
    expect(job.createdByUserLogin).toBe('admin');
    expect((await jobs({ configId: IMP_EMPLOYEE, contentName: 'lost.csv' }, {}, ownAdmin)).count).toBe(1);
  });
});
