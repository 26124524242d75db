import { Readable } from 'node:stream';
import nock from 'nock';
import { LoaderStore } from '../lib/loader';
import { OmsClient } from './client';
import { OmsError } from './errors';

const ORIGIN = 'https://oms.test';
const BASE = `${ORIGIN}/api/`;

function client(options: Partial<ConstructorParameters<typeof OmsClient>[0]> = {}): OmsClient {
  return new OmsClient({ baseUrl: BASE, token: 'secret-token', ...options });
}

async function failure(promise: Promise<unknown>): Promise<OmsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OmsError) return error;
    throw new Error(`expected an OmsError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('OmsClient requests', () => {
  it('sends the Bearer token, the JSON body and answers the parsed body', async () => {
    const scope = nock(ORIGIN)
      .post('/api/service/updatePerson', { partyId: 'P1', firstName: 'Ann' })
      .matchHeader('authorization', 'Bearer secret-token')
      .matchHeader('content-type', 'application/json')
      .reply(200, { partyId: 'P1' });
    await expect(client().post('service/updatePerson', { json: { partyId: 'P1', firstName: 'Ann' } })).resolves.toEqual({ partyId: 'P1' });
    scope.done();
  });

  it('sends query parameters on GET and leaves undefined ones out', async () => {
    const scope = nock(ORIGIN).get('/api/performFind').query({ entityName: 'X', viewSize: '5' }).reply(200, { docs: [], count: 0 });
    await client().get('performFind', { searchParams: { entityName: 'X', viewSize: 5, orderBy: undefined } });
    scope.done();
  });

  it('strips the // prefix some OMS answers carry', async () => {
    const scope = nock(ORIGIN).get('/api/logout').reply(200, '//{"logoutAuthType":"SAML2SSO","logoutUrl":"https://idp.test/out"}');
    await expect(client().get('logout')).resolves.toEqual({ logoutAuthType: 'SAML2SSO', logoutUrl: 'https://idp.test/out' });
    scope.done();
  });

  it('answers undefined for an empty 2xx body', async () => {
    const scope = nock(ORIGIN).get('/api/logout').reply(200, '');
    await expect(client().get('logout')).resolves.toBeUndefined();
    scope.done();
  });
});

describe('OmsClient error normalisation', () => {
  it('an answer cut short after its headers -> kind network (the write may have run)', async () => {
    nock(ORIGIN)
      .post('/api/service/createUpdatePartyEmailAddress')
      .reply(200, () => {
        // Half the body, then the connection goes while the client reads on: the error is raised
        // from the reader's own next read (a timer could fire before anyone listens, under load).
        let sent = false;
        return new Readable({
          read() {
            if (sent) return this.destroy(new Error('socket hang up'));
            sent = true;
            this.push('{"contactMechId":"1');
          },
        });
      });
    const error = await failure(client().post('service/createUpdatePartyEmailAddress', { json: { partyId: 'P1' } }));
    expect(error.kind).toBe('network');
  });

  it('non-2xx with error.message -> kind http with the server message', async () => {
    nock(ORIGIN).post('/api/service/x').reply(500, { error: { message: 'Boom from the OMS' } });
    const error = await failure(client().post('service/x'));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Boom from the OMS', messages: ['Boom from the OMS'] });
  });

  it('non-2xx with a non-JSON body -> kind http with a generic message', async () => {
    nock(ORIGIN).post('/api/service/x').reply(502, '<html>Bad gateway</html>');
    const error = await failure(client().post('service/x'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.messages).toEqual([]);
    expect(error.message).toBe('The OMS answered with HTTP 502');
  });

  it('403 -> kind forbidden', async () => {
    nock(ORIGIN).post('/api/service/x').reply(403, { error: { message: 'Permission denied' } });
    const error = await failure(client().post('service/x'));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, serverMessage: 'Permission denied' });
  });

  it('2xx with _ERROR_MESSAGE_ -> kind service', async () => {
    nock(ORIGIN).post('/api/service/x').reply(200, { _ERROR_MESSAGE_: 'User login already exists' });
    const error = await failure(client().post('service/x'));
    expect(error).toMatchObject({ kind: 'service', status: 200, messages: ['User login already exists'] });
  });

  it('2xx with _ERROR_MESSAGE_LIST_ -> kind service with every message', async () => {
    nock(ORIGIN).post('/api/service/x').reply(200, { _ERROR_MESSAGE_LIST_: ['First problem', { message: 'Second problem' }] });
    const error = await failure(client().post('service/x'));
    expect(error).toMatchObject({ kind: 'service', messages: ['First problem', 'Second problem'], message: 'First problem' });
  });

  it('2xx with error -> kind service', async () => {
    nock(ORIGIN).post('/api/service/x').reply(200, { error: 'Something failed' });
    const error = await failure(client().post('service/x'));
    expect(error).toMatchObject({ kind: 'service', messages: ['Something failed'] });
  });

  it('2xx that is not JSON -> kind parse', async () => {
    nock(ORIGIN).post('/api/service/x').reply(200, '<html>login page</html>');
    const error = await failure(client().post('service/x'));
    expect(error.kind).toBe('parse');
    expect(error.body).toBe('<html>login page</html>');
  });

  it('a dropped connection -> kind network', async () => {
    nock(ORIGIN).post('/api/service/x').replyWithError('socket hang up');
    const error = await failure(client().post('service/x'));
    expect(error.kind).toBe('network');
  });

  it('no answer in time -> kind timeout: a write by its own limit, a read (performFind) by the general one', async () => {
    nock(ORIGIN).post('/api/service/x').delay(500).reply(200, {});
    expect((await failure(client({ timeoutMs: 5000, writeTimeoutMs: 50 }).post('service/x'))).kind).toBe('timeout');
    nock(ORIGIN).post('/api/performFind').delay(500).reply(200, { docs: [], count: 0 });
    expect((await failure(client({ timeoutMs: 50, writeTimeoutMs: 5000 }).post('performFind'))).kind).toBe('timeout');
    // A write within its limit answers although the general limit is shorter.
    nock(ORIGIN).post('/api/service/y').delay(100).reply(200, { ok: 1 });
    await expect(client({ timeoutMs: 20, writeTimeoutMs: 5000 }).post('service/y')).resolves.toEqual({ ok: 1 });
  });

  it('a cancelled call -> kind aborted', async () => {
    nock(ORIGIN).post('/api/service/x').delay(500).reply(200, {});
    const controller = new AbortController();
    const pending = client().post('service/x', { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('lets an accepted service error through (performFind "No record found")', async () => {
    nock(ORIGIN).post('/api/performFind').reply(200, { error: 'No record found' });
    await expect(client().post('performFind', { acceptServiceError: (m) => m[0] === 'No record found' })).resolves.toEqual({
      error: 'No record found',
    });
  });
});

describe('OmsClient.getText (answers that are not JSON)', () => {
  it('sends the Bearer token and query, and answers the 2xx text as it came', async () => {
    const csv = 'firstName,error\r\n"Ann, Jr","bad ""quote"""\r\n';
    const scope = nock(ORIGIN).get('/api/DownloadCsvFile').query({ dataResourceId: 'DR1' }).matchHeader('authorization', 'Bearer secret-token').reply(200, csv, { 'Content-Type': 'text/csv' });
    await expect(client().getText('DownloadCsvFile', { searchParams: { dataResourceId: 'DR1' } })).resolves.toBe(csv);
    scope.done();
  });

  it('text that happens to be JSON without an error is text', async () => {
    nock(ORIGIN).get('/api/DownloadCsvFile').reply(200, '42');
    await expect(client().getText('DownloadCsvFile')).resolves.toBe('42');
  });

  it('a 2xx OMS error body is a service failure; 401, 404 and no answer fail as for JSON calls', async () => {
    nock(ORIGIN).get('/api/DownloadCsvFile').reply(200, { _ERROR_MESSAGE_: 'DataResource [X] not found' });
    expect(await failure(client().getText('DownloadCsvFile'))).toMatchObject({ kind: 'service', messages: ['DataResource [X] not found'] });
    const onUnauthorised = jest.fn();
    nock(ORIGIN).get('/api/DownloadCsvFile').reply(401, { error: { message: 'Token expired' } });
    expect(await failure(client({ onUnauthorised }).getText('DownloadCsvFile'))).toMatchObject({ kind: 'unauthorised' });
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    nock(ORIGIN).get('/api/DownloadCsvFile').reply(404, { error: { message: 'DataResource [X] not found' } });
    expect(await failure(client().getText('DownloadCsvFile'))).toMatchObject({ kind: 'http', status: 404, serverMessage: 'DataResource [X] not found' });
    nock(ORIGIN).get('/api/DownloadCsvFile').replyWithError('socket hang up');
    expect((await failure(client().getText('DownloadCsvFile'))).kind).toBe('network');
  });
});

describe('OmsClient unauthorised signal', () => {
  it('20 parallel calls answered 401 raise one unauthorised signal and all reject', async () => {
    nock(ORIGIN).post('/api/performFind').times(20).reply(401, { error: { message: 'Token expired' } });
    const onUnauthorised = jest.fn();
    const oms = client({ onUnauthorised });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => oms.post('performFind', { json: {} })));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as OmsError).kind === 'unauthorised')).toBe(true);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });
});

describe('OmsClient and the loader', () => {
  afterEach(() => jest.useRealTimers());

  it('dismisses the loader 100 ms after an error answer', async () => {
    nock(ORIGIN).post('/api/service/x').reply(200, { _ERROR_MESSAGE_: 'nope' });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const loader = new LoaderStore();
    loader.present('Fetching user details');
    await failure(client({ loader }).post('service/x'));
    expect(loader.getSnapshot().visible).toBe(true);
    jest.advanceTimersByTime(99);
    expect(loader.getSnapshot().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(loader.getSnapshot().visible).toBe(false);
  });

  it('leaves the loader alone after a success', async () => {
    nock(ORIGIN).post('/api/service/x').reply(200, { ok: true });
    const loader = new LoaderStore();
    loader.present('Working');
    await client({ loader }).post('service/x');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(loader.getSnapshot().visible).toBe(true);
  });
});
