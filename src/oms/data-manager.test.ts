/**
 * The data manager calls against nock: the upload's multipart body, the job and content finds,
 * the CSV download, and the upload's recognition after a lost answer (settle.ts).
 */
import nock from 'nock';
import { OmsClient } from './client';
import { JUST_CREATED_WINDOW_MS } from './create-user';
import {
  downloadCsvFile,
  findContentResources,
  findImportJobs,
  IMPORT_CONFIG_ID,
  IMPORT_FILE_COLUMNS,
  IMPORT_JOB_FIELDS,
  uploadImportFile,
} from './data-manager';
import { isUnsettled, writeKey } from './settle';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });

const CSV = `${IMPORT_FILE_COLUMNS.join(',')}\r\nAnn,"Lee, Jr",CSR,ann.lee,hello@123,ann@example.com,\r\n`;
const file = () => new Blob([CSV], { type: 'text/csv' });

interface FindBody {
  entityName: string;
  inputFields: Record<string, unknown>;
  fieldList?: string[];
  orderBy?: string;
  viewSize?: number;
}

/** The recognising find of an upload of `fileName` by `login`; records the `since` it asked with. */
/** The jobs of this file by this login, newest first; no date condition (an OMS parses one its own way: compared by the app). */
function jobFind(fileName: string, login: string, asked: number[]) {
  return (body: FindBody): boolean => {
    const matches =
      body.entityName === 'DataManagerLogAndContent' &&
      body.inputFields.configId === IMPORT_CONFIG_ID &&
      body.inputFields.contentName === fileName &&
      body.inputFields.createdByUserLogin === login &&
      !('createdDate_value' in body.inputFields) &&
      body.orderBy === '-createdDate';
    if (matches) asked.push(Date.now());
    return matches;
  };
}

describe('IMPORT_FILE_COLUMNS', () => {
  it('are the seven columns of an IMP_EMPLOYEE file, in order', () => {
    expect(IMPORT_FILE_COLUMNS).toEqual(['firstName', 'lastName', 'securityGroupId', 'userLoginId', 'password', 'emailAddress', 'externalId']);
    expect(IMPORT_CONFIG_ID).toBe('IMP_EMPLOYEE');
  });
});

describe('findImportJobs', () => {
  it('reads one page of the config’s jobs newest first, with the total; nulls left out, timestamps as numbers', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'DataManagerLogAndContent',
        inputFields: { configId: 'IMP_EMPLOYEE' },
        fieldList: [...IMPORT_JOB_FIELDS],
        orderBy: '-createdDate',
        viewIndex: 2,
        viewSize: 10,
      })
      .reply(200, {
        docs: [
          { logId: '10002', configId: 'IMP_EMPLOYEE', statusId: 'SERVICE_PENDING', createdDate: 1_700_000_000_000, startDateTime: null, finishDateTime: null, createdByUserLogin: 'admin', logFileContentId: null, errorRecordContentId: null, contentName: 'a.csv', dataResourceId: 'DR2' },
          { logId: '10001', configId: 'IMP_EMPLOYEE', statusId: 'SERVICE_FINISHED', createdDate: '1699999990000', startDateTime: 1_699_999_991_000, finishDateTime: 1_699_999_999_000, createdByUserLogin: 'sam', logFileContentId: 'C7', errorRecordContentId: 'C8', contentName: 'b.csv', dataResourceId: 'DR1' },
        ],
        count: 23,
      });
    await expect(findImportJobs(client(), { viewIndex: 2, viewSize: 10 })).resolves.toEqual({
      jobs: [
        { logId: '10002', configId: 'IMP_EMPLOYEE', statusId: 'SERVICE_PENDING', createdDate: 1_700_000_000_000, createdByUserLogin: 'admin', contentName: 'a.csv', dataResourceId: 'DR2' },
        { logId: '10001', configId: 'IMP_EMPLOYEE', statusId: 'SERVICE_FINISHED', createdDate: 1_699_999_990_000, startDateTime: 1_699_999_991_000, finishDateTime: 1_699_999_999_000, createdByUserLogin: 'sam', logFileContentId: 'C7', errorRecordContentId: 'C8', contentName: 'b.csv', dataResourceId: 'DR1' },
      ],
      total: 23,
    });
    scope.done();
  });

  it("'No record found' is no job", async () => {
    const scope = oms()
      .post('/api/performFind', (body: FindBody) => body.entityName === 'DataManagerLogAndContent' && body.inputFields.configId === 'IMP_OTHER' && body.viewSize === 20)
      .reply(200, { error: 'No record found', count: 0 });
    await expect(findImportJobs(client(), { configId: 'IMP_OTHER' })).resolves.toEqual({ jobs: [], total: 0 });
    scope.done();
  });
});

describe('findContentResources', () => {
  it('one find with coContentId in the ids answers content id -> data resource and name', async () => {
    const scope = oms()
      .post('/api/performFind', {
        entityName: 'DataResourceContentView',
        inputFields: { coContentId_value: ['C7', 'C8'], coContentId_op: 'in' },
        fieldList: ['coContentId', 'coDataResourceId', 'coContentName'],
        viewSize: 2,
      })
      .reply(200, {
        docs: [
          { coContentId: 'C7', coDataResourceId: 'DR7', coContentName: 'b-log.txt' },
          { coContentId: 'C8', coDataResourceId: 'DR8', coContentName: null },
        ],
        count: 2,
      });
    const resources = await findContentResources(client(), ['C7', 'C8', 'C7']);
    expect([...resources]).toEqual([
      ['C7', { dataResourceId: 'DR7', contentName: 'b-log.txt' }],
      ['C8', { dataResourceId: 'DR8' }],
    ]);
    scope.done();
  });

  it('no id, no call', async () => {
    await expect(findContentResources(client(), [])).resolves.toEqual(new Map());
  });
});

describe('downloadCsvFile', () => {
  it('GETs DownloadCsvFile with the dataResourceId and answers the text as it came', async () => {
    const scope = oms().get('/api/DownloadCsvFile').query({ dataResourceId: 'DR 8' }).reply(200, CSV, { 'Content-Type': 'text/csv; charset=utf-8' });
    await expect(downloadCsvFile(client(), 'DR 8')).resolves.toBe(CSV);
    scope.done();
  });

  it('an OMS error answer is a failure, not a file', async () => {
    const scope = oms().get('/api/DownloadCsvFile').query({ dataResourceId: 'NOPE' }).reply(200, { _ERROR_MESSAGE_: 'DataResource [NOPE] not found' });
    await expect(downloadCsvFile(client(), 'NOPE')).rejects.toMatchObject({ kind: 'service', messages: ['DataResource [NOPE] not found'] });
    scope.done();
  });
});

describe('uploadImportFile', () => {
  const multipart = (fileName: string, configId = IMPORT_CONFIG_ID) => (body: unknown): boolean => {
    const sent = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
    return (
      new RegExp(`name="configId"\\r\\n\\r\\n${configId}\\r\\n`).test(sent) &&
      sent.includes(`name="uploadedFile"; filename="${fileName}"`) &&
      sent.includes('Content-Type: text/csv') &&
      sent.includes(CSV)
    );
  };

  it('POSTs the multipart body: configId and the file in uploadedFile under its name; the answer is not read', async () => {
    const scope = oms()
      .post('/api/uploadAndImportFile', multipart('users.csv'))
      .matchHeader('content-type', /^multipart\/form-data; boundary=/)
      .reply(200, { logId: '10009' })
      // Then its jobs: one, this file's (the browser did not send it twice).
      .post('/api/performFind', jobFind('users.csv', 'admin', []))
      .reply(200, { docs: [{ logId: '10009', createdDate: Date.now(), contentName: 'users.csv', dataResourceId: 'DR9' }], count: 1 })
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR9' })
      .reply(200, CSV);
    await expect(uploadImportFile(client(), { file: file(), fileName: 'users.csv', createdByUserLogin: 'admin' })).resolves.toEqual({});
    scope.done();
  });

  it('a service error is a failure; nothing is looked up (the OMS answered: nothing was recorded)', async () => {
    const scope = oms().post('/api/uploadAndImportFile', multipart('users.csv', 'IMP_NOPE')).reply(200, { _ERROR_MESSAGE_: 'The configId IMP_NOPE is not an import configuration' });
    await expect(uploadImportFile(client(), { file: file(), fileName: 'users.csv', configId: 'IMP_NOPE', createdByUserLogin: 'admin' })).rejects.toMatchObject({ kind: 'service' });
    scope.done();
  });

  it('a lost answer: the newest job of this file, by this login, since the upload (less the clock window), not known before and with this content is the upload’s', async () => {
    const asked: number[] = [];
    const before = Date.now();
    const job = (logId: string, createdDate: number) => ({ logId, configId: 'IMP_EMPLOYEE', statusId: 'SERVICE_PENDING', createdDate, createdByUserLogin: 'admin', contentName: 'lost.csv', dataResourceId: `DR${logId}` });
    const scope = oms()
      .post('/api/uploadAndImportFile', multipart('lost.csv'))
      .replyWithError('socket hang up')
      .post('/api/performFind', jobFind('lost.csv', 'admin', asked))
      .reply(200, {
        docs: [job('10013', before + 9), job('10011', before + 5), job('10010', before - 60_000), job('10009', before - JUST_CREATED_WINDOW_MS - 60_000)],
        count: 4,
      })
      // 10013: another file of that name (its content differs); 10011 was known; 10010 is this file.
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR10013' })
      .reply(200, 'firstName\r\nSomeone,Else\r\n')
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR10010' })
      .reply(200, `\uFEFF${CSV}`)
      // Recognised: then the same read for a second job of it (none).
      .post('/api/performFind', jobFind('lost.csv', 'admin', []))
      .reply(200, { docs: [job('10010', before - 60_000)], count: 1 })
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR10010' })
      .reply(200, CSV);
    const c = client();
    const uploaded = await uploadImportFile(c, { file: file(), fileName: 'lost.csv', createdByUserLogin: 'admin', knownLogIds: ['10011'] });
    expect(uploaded.job).toMatchObject({ logId: '10010', dataResourceId: 'DR10010' });
    expect(asked).toHaveLength(1);
    expect(isUnsettled(c, writeKey('uploadAndImportFile', { configId: IMPORT_CONFIG_ID, fileName: 'lost.csv', size: file().size }))).toBe(false);
    scope.done();
  });

  it('a lost answer and no job of this file: not recognised (no false done); 10 minutes before the upload is outside the window', async () => {
    const before = Date.now();
    const scope = oms()
      .post('/api/uploadAndImportFile', multipart('old.csv'))
      .replyWithError('socket hang up')
      .post('/api/performFind', jobFind('old.csv', 'admin', []))
      .reply(200, { docs: [{ logId: '10001', createdDate: before - JUST_CREATED_WINDOW_MS - 60_000, contentName: 'old.csv', dataResourceId: 'DR1' }], count: 1 });
    await expect(uploadImportFile(client(), { file: file(), fileName: 'old.csv', createdByUserLogin: 'admin' })).rejects.toMatchObject({ kind: 'network' });
    scope.done();
  });

  it('a lost answer and no job: the failure stands; sent again, it looks first and sends nothing when its job is there now, though the history shows it by then', async () => {
    const asked: number[] = [];
    const c = client();
    const request = { file: file(), fileName: 'late.csv', createdByUserLogin: 'admin', knownLogIds: ['10001'] };
    const first = oms()
      .post('/api/uploadAndImportFile', multipart('late.csv'))
      .replyWithError('socket hang up')
      .post('/api/performFind', jobFind('late.csv', 'admin', asked))
      .reply(200, { error: 'No record found', count: 0 });
    await expect(uploadImportFile(c, request)).rejects.toMatchObject({ kind: 'network' });
    expect(isUnsettled(c, writeKey('uploadAndImportFile', { configId: IMPORT_CONFIG_ID, fileName: 'late.csv', size: file().size }))).toBe(true);
    first.done();

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = oms()
      .post('/api/performFind', jobFind('late.csv', 'admin', asked))
      .reply(200, { docs: [{ logId: '10012', statusId: 'SERVICE_RUNNING', contentName: 'late.csv', createdByUserLogin: 'admin', createdDate: Date.now(), dataResourceId: 'DR12' }], count: 1 })
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR12' })
      .times(2)
      .reply(200, CSV)
      .post('/api/performFind', jobFind('late.csv', 'admin', []))
      .reply(200, { docs: [{ logId: '10012', statusId: 'SERVICE_RUNNING', contentName: 'late.csv', createdByUserLogin: 'admin', createdDate: Date.now(), dataResourceId: 'DR12' }], count: 1 });
    // The import history re-read meanwhile and lists the late job: it is still this upload's.
    await expect(uploadImportFile(c, { ...request, knownLogIds: ['10001', '10012'] })).resolves.toEqual({ job: expect.objectContaining({ logId: '10012', statusId: 'SERVICE_RUNNING' }) });
    expect(asked).toHaveLength(2);
    second.done();
  });

  it('an upload answered after an earlier one was settled is sent (a new upload, its own time)', async () => {
    const c = client();
    const scope = oms()
      .post('/api/uploadAndImportFile', multipart('twice.csv'))
      .reply(200, {})
      .post('/api/performFind', jobFind('twice.csv', 'admin', []))
      .reply(200, { docs: [{ logId: '20', createdDate: Date.now(), contentName: 'twice.csv', dataResourceId: 'DR20' }], count: 1 })
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR20' })
      .reply(200, CSV)
      .post('/api/uploadAndImportFile', multipart('twice.csv'))
      .reply(200, {})
      .post('/api/performFind', jobFind('twice.csv', 'admin', []))
      .reply(200, { docs: [{ logId: '21', createdDate: Date.now(), contentName: 'twice.csv', dataResourceId: 'DR21' }, { logId: '20', createdDate: Date.now() - 5, contentName: 'twice.csv', dataResourceId: 'DR20' }], count: 2 })
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR21' })
      .reply(200, CSV);
    await uploadImportFile(c, { file: file(), fileName: 'twice.csv', createdByUserLogin: 'admin' });
    // The second upload knows the first one's job (the history showed it): not a duplicate of it.
    await expect(uploadImportFile(c, { file: file(), fileName: 'twice.csv', createdByUserLogin: 'admin', knownLogIds: ['20'] })).resolves.toEqual({});
    scope.done();
  });

  it('an upload the browser sent twice: the OMS recorded two jobs of this file, the later is named a duplicate of the first', async () => {
    const now = Date.now();
    const scope = oms()
      .post('/api/uploadAndImportFile', multipart('resent.csv'))
      .reply(200, {})
      .post('/api/performFind', jobFind('resent.csv', 'admin', []))
      .reply(200, {
        docs: [
          { logId: '31', createdDate: now + 40, contentName: 'resent.csv', dataResourceId: 'DR31' },
          { logId: '30', createdDate: now + 2, contentName: 'resent.csv', dataResourceId: 'DR30' },
          { logId: '29', createdDate: now - 1000, contentName: 'resent.csv', dataResourceId: 'DR29' },
        ],
        count: 3,
      })
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR31' })
      .reply(200, CSV)
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR30' })
      .reply(200, CSV)
      // 29: another file under this name (not this content): not this upload's.
      .get('/api/DownloadCsvFile')
      .query({ dataResourceId: 'DR29' })
      .reply(200, 'firstName\r\nOther\r\n');
    await expect(uploadImportFile(client(), { file: file(), fileName: 'resent.csv', createdByUserLogin: 'admin' })).resolves.toEqual({ duplicates: [{ logId: '31', duplicateOf: '30' }] });
    scope.done();
  });
});
