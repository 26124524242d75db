/**
 * The Users tab's first paint (issue 19): the standalone page's first script draws the first rows
 * from the answers it fetched, once the session passed USERS_APP_VIEW, and lets the app's code
 * run when that is decided. Driven through the first script's own entry (prefetch-plan) against
 * nock; each test loads fresh modules (the picture's state is the page's, once per load).
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { holdReply } from '../../../test/oms-nock';
import { ADMIN_PROFILE, mockLogin, OMS_BASE, OMS_ORIGIN, TOKEN } from '../../../test/render';
import { CREATED, DEFAULT_FIELDS, expectPage, expectSecurityGroups, GROUPS, listBody, row, rows } from '../../../test/features/users';
import { formatDate } from '../../lib/dates';
import type * as GateModule from '../../lib/first-paint';
import type * as PlanModule from '../prefetch-plan';

type Plan = typeof PlanModule;
type Gate = typeof GateModule;

let plan: Plan;
let gate: Gate;

beforeEach(async () => {
  jest.resetModules();
  plan = await import('../prefetch-plan');
  gate = await import('../../lib/first-paint');
  document.body.replaceChildren();
});

afterEach(() => {
  nock.cleanAll();
  jest.useRealTimers();
});

const HAND_OFF = { pathname: '/login', search: `?token=${TOKEN}&oms=${encodeURIComponent(OMS_BASE)}` };

function start(location = HAND_OFF): void {
  plan.prefetch(plan.startOf(location, window.sessionStorage), Date.now(), document);
}

const picture = () => document.getElementById('users-first-paint');
const pictureRows = () => [...(picture()?.querySelectorAll('[role="row"]') ?? [])].slice(1);
const cellTexts = (element: Element) => [...element.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent);

describe('the first rows, before the app', () => {
  it('shows the first page as the Users tab does, hidden from assistive technology, then lets the app run', async () => {
    mockLogin();
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    expectPage(scope, DEFAULT_FIELDS, [
      row('1', 'STORE_MANAGER'),
      row('1', 'CSR'),
      row('1', 'SUPER'),
      row('2', null, { userLoginId: null, enabled: null }),
      row('3', 'CSR', { enabled: 'N', statusId: 'PARTY_DISABLED', createdByUserLogin: null }),
    ]);
    start();

    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    const root = picture();
    expect(root).not.toBeNull();
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.inert).toBe(true);
    expect(root?.lang).toBe('en-US');
    expect(root?.querySelector('h1')?.textContent).toBe('Users');
    expect(root?.textContent).toContain('3 users');
    const created = formatDate(CREATED, ADMIN_PROFILE.userTimeZone, 'en-US');
    expect(created).toBe('15th Jan 2025');
    expect(pictureRows().map(cellTexts)).toEqual([
      ['Ann1 Leeann1.lee', 'Store managerCustomer service+1 more', 'Enabled', 'Enabled', `${created}Created by admin`],
      ['Ann2 LeeNo login', '-', 'Enabled', 'No login', `${created}Created by admin`],
      ['Ann3 Leeann3.lee', 'Customer service', 'Disabled', 'Blocked', created],
    ]);
    expect(pictureRows().map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(root?.querySelector('a')?.getAttribute('href')).toBe('/user-details/1');
    // The group filter lists the groups (its width follows their names, as in the app).
    expect([...(root?.querySelectorAll('select')[0]?.options ?? [])].map((o) => o.text)).toEqual(['All security groups', ...GROUPS.map((g) => g.groupName)]);
    expect(root?.textContent).toContain('Create user');
  });

  it('counts as the app does: the OMS count while more can load', async () => {
    mockLogin({ permissions: ['USERS_APP_VIEW'] });
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    expectPage(scope, DEFAULT_FIELDS, rows(20), { count: 10_250 });
    start();
    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    // A screenful (64 px rows) and one more: the rest is the app's to show.
    expect(pictureRows()).toHaveLength(Math.ceil(window.innerHeight / 64) + 1);
    expect(pictureRows().length).toBeLessThan(20);
    expect(picture()?.textContent).toContain('10,250 users');
    // Without APP_USER_CREATE there is no 'Import users' or 'Create user'.
    expect(picture()?.textContent).not.toContain('Create user');
    expect(picture()?.textContent).not.toContain('Import users');
  });

  it('speaks the user\'s language: es texts, plurals, numbers and dates', async () => {
    mockLogin({ profile: { userLocale: 'es-MX' } });
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    expectPage(scope, DEFAULT_FIELDS, rows(20), { count: 10_250 });
    start();
    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    expect(picture()?.lang).toBe('es');
    expect(picture()?.querySelector('h1')?.textContent).toBe('Usuarios');
    expect(picture()?.textContent).toContain('10.250 usuarios');
    // lib/dates' es form (dates.test.ts), in the admin's time zone.
    expect(cellTexts(pictureRows()[0]!)[4]).toBe('15 ene 2025Creado por admin');
  });

  it('removes itself should the app never take over', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    mockLogin();
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    expectPage(scope, DEFAULT_FIELDS, rows(2));
    start();
    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    const { FIRST_PAINT_MAX_MS } = await import('./index');
    jest.advanceTimersByTime(FIRST_PAINT_MAX_MS - 100);
    expect(picture()).not.toBeNull();
    jest.advanceTimersByTime(200);
    expect(picture()).toBeNull();
  });
});

describe('no picture, and the app starts at once', () => {
  it('for a login without USERS_APP_VIEW (the app shows its refusal)', async () => {
    mockLogin({ permissions: ['SECURITY_VIEW'] });
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    expectPage(scope, DEFAULT_FIELDS, rows(2));
    start();
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();
  });

  it('when the list fails or is empty', async () => {
    mockLogin();
    nock(OMS_ORIGIN).post('/api/performFind', (body: { entityName?: string }) => body.entityName !== 'PartyRole').times(2).reply(500, { error: 'boom' });
    start();
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();

    jest.resetModules();
    plan = await import('../prefetch-plan');
    gate = await import('../../lib/first-paint');
    mockLogin();
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    expectPage(scope, DEFAULT_FIELDS, []);
    start();
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();
  });

  it('for another route, or a filtered list', async () => {
    window.sessionStorage.setItem('users.session', JSON.stringify({ token: TOKEN, oms: OMS_BASE }));
    let answered = 0;
    nock(OMS_ORIGIN).persist().post(() => true).reply(200, { error: 'No record found' }).get(() => true).reply(200, {}).on('replied', () => (answered += 1));
    start({ pathname: '/tabs/users', search: '?q=ann' });
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    // The first script still sends the filtered list and the groups (the app will ask for them).
    await waitFor(() => expect(answered).toBe(5));
    jest.resetModules();
    plan = await import('../prefetch-plan');
    gate = await import('../../lib/first-paint');
    start({ pathname: '/tabs/settings', search: '' });
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    await waitFor(() => expect(answered).toBe(8));
    expect(picture()).toBeNull();
    window.sessionStorage.clear();
  });

  it('without a session', async () => {
    start({ pathname: '/tabs/users', search: '' });
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
  });

  it('when the answers are late: the app goes first, and the picture never covers it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    mockLogin();
    const scope = nock(OMS_ORIGIN);
    expectSecurityGroups(scope);
    const list = holdReply(200, { docs: rows(2), count: 2 });
    scope.post('/api/performFind', listBody(DEFAULT_FIELDS)).reply(list.reply);
    start();
    await waitFor(() => expect(list.requested).toBe(true));
    const { FIRST_PAINT_WAIT_MS } = await import('./index');
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    await expect(gate.firstPaintSettled()).resolves.toBe('timeout');
    list.release();
    await waitFor(() => expect(scope.isDone()).toBe(true));
    // Long enough for a paint to have happened (the texts are in; the first test paints in less).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(picture()).toBeNull();
  });
});

describe('isDefaultFilter', () => {
  it('is the hand-off\'s filter only', async () => {
    const { isDefaultFilter } = await import('./index');
    expect(isDefaultFilter(new URLSearchParams())).toBe(true);
    expect(isDefaultFilter(new URLSearchParams('hideDisabled=true'))).toBe(true);
    expect(isDefaultFilter(new URLSearchParams('hideDisabled=false'))).toBe(false);
    expect(isDefaultFilter(new URLSearchParams('q=ann'))).toBe(false);
    expect(isDefaultFilter(new URLSearchParams('group=CSR'))).toBe(false);
  });
});
