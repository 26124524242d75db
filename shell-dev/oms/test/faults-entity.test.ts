/**
 * Fault injection limited to the performFinds of one entity (`entity`): which finds take it, when it
 * is matched (after the body and the caller are known), and its validation. The other modes:
 * faults.test.ts.
 */
import { type Client, expectOk, type TestServer } from './harness';
import { withFaultServer } from './fault-server';

const server = withFaultServer();
const { addFault, faultList } = server;
let t: TestServer;
let admin: Client;
beforeAll(() => {
  ({ t, admin } = server);
});

const find = { entityName: 'ProductStore', noConditionFind: 'Y', viewSize: 10 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const otherFind = { entityName: 'RoleType', noConditionFind: 'Y', viewSize: 1 };

test('entity: only finds of that entity take the fault; others pass without using it or its skips', async () => {
  expectOk(await addFault({ call: 'performFind', mode: 'http500', entity: 'ProductStore', skip: 1 }));
  expectOk(await admin.find(otherFind));
  expectOk(await admin.find(find));
  expectOk(await admin.find(otherFind));
  expect(await faultList()).toEqual([{ call: 'performFind', mode: 'http500', entity: 'ProductStore', skip: 0, remaining: 1, delayMs: 0 }]);
  expect(await admin.find(otherFind)).toMatchObject({ status: 200 });
  expect(await admin.find(find)).toEqual({ status: 500, body: { error: { message: 'Injected fault (http500) on performFind' } } });
  expectOk(await admin.find(find));
  expect(await faultList()).toEqual([]);
});

test('entity: matched once the body is read and the caller known, GET finds by their query; faults without one still come first', async () => {
  expectOk(await addFault({ call: 'performFind', mode: 'errorMessage', entity: 'ProductStore' }));
  expect((await t.anonymous.find(find)).status).toBe(401);
  expect(await faultList()).toEqual([expect.objectContaining({ remaining: 1 })]);
  const viaGet = await admin.get('performFind', new URLSearchParams({ entityName: 'ProductStore', noConditionFind: 'Y' }));
  expect(viaGet.body).toEqual({ _ERROR_MESSAGE_: 'Injected fault (errorMessage) on performFind' });
  // A fault without entity answers before the body is parsed and the token checked, as always.
  expectOk(await addFault({ call: 'performFind', mode: 'http500' }));
  const early = await fetch(`${t.server.url}performFind`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{not json' });
  expect(early.status).toBe(500);
});

test('entity with delay holds only that find; with drop it drops only that find', async () => {
  expectOk(await addFault({ call: 'performFind', mode: 'delay', delayMs: 500, entity: 'ProductStore' }));
  const started = Date.now();
  let heldAnswered = false;
  const held = admin.find(find).finally(() => (heldAnswered = true));
  await sleep(50);
  expectOk(await admin.find(otherFind));
  expect(heldAnswered).toBe(false);
  expect((await held).body).toMatchObject({ count: 4 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(490);
  expectOk(await addFault({ call: 'performFind', mode: 'drop', entity: 'ProductStore' }));
  expectOk(await admin.find(otherFind));
  await expect(admin.find(find)).rejects.toThrow('fetch failed');
});

test('entity validation: a non-empty entityName, only with performFind', async () => {
  expect((await addFault({ call: 'performFind', mode: 'delay', entity: '' })).status).toBe(400);
  expect((await addFault({ call: 'performFind', mode: 'delay', entity: 7 })).status).toBe(400);
  const wrongCall = await addFault({ call: 'service/createUpdatePartyEmailAddress', mode: 'delay', entity: 'ProductStore' });
  expect(wrongCall).toEqual({ status: 400, body: { error: { message: 'Invalid value for entity: only allowed with call performFind' } } });
  expect(await faultList()).toEqual([]);
});
