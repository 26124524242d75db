/**
 * User details' first paint (issue 19): on a full navigation to /user-details/{partyId} the
 * standalone page's first script draws the heading and the first cards from the answers it
 * fetched, once the session passed USERS_APP_VIEW, and lets the app's code run when that is
 * decided and its waves have left. Driven through the first script's own entry (prefetch-plan)
 * against nock; each test loads fresh modules (the picture's state is the page's, once per load).
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { omsScope } from '../../../test/oms-nock';
import { mockLogin, OMS_BASE, TOKEN } from '../../../test/render';
import { expectDetailsReads, LIAM, MARIA } from '../../../test/features/user-details';
import type { DetailsAnswers } from '../../../test/features/user-details';
import es from '../../i18n/locales/es.json';
import type * as GateModule from '../../lib/first-paint';
import type { UserParty } from '../../oms/user-details';
import type * as PlanModule from '../prefetch-plan';

let plan: typeof PlanModule;
let gate: typeof GateModule;

beforeEach(async () => {
  jest.resetModules();
  plan = await import('../prefetch-plan');
  gate = await import('../../lib/first-paint');
  document.body.replaceChildren();
  window.sessionStorage.setItem('users.session', JSON.stringify({ token: TOKEN, oms: OMS_BASE }));
});

afterEach(() => {
  nock.cleanAll();
  window.sessionStorage.clear();
});

/** A full navigation to the party's details: the OMS answers its reads as the app would ask them. */
function navigate(party: UserParty | null, answers: DetailsAnswers = {}, partyId = party?.partyId ?? '99999'): nock.Scope {
  const reads = expectDetailsReads(omsScope(), party, answers, partyId);
  plan.prefetch(plan.startOf({ pathname: `/user-details/${partyId}`, search: '' }, window.sessionStorage), Date.now(), document);
  return reads;
}

const picture = () => document.getElementById('users-first-paint');
const texts = (selector: string) => [...(picture()?.querySelectorAll(selector) ?? [])].map((element) => element.textContent);
/** The picture's switches and buttons: [text, on, disabled]. */
const controls = () =>
  [...(picture()?.querySelectorAll('.fp-switch, .fp-button') ?? [])].map((element) => [
    element.textContent,
    element.classList.contains('fp-switch') ? element.classList.contains('fp-on') : null,
    element.classList.contains('fp-disabled'),
  ]);

describe('user details, before the app', () => {
  it('shows the heading and the first cards as the app shows them, hidden from assistive technology, then lets the app run', async () => {
    mockLogin();
    // Which reads left while the picture was on screen (by entity; the shops' lookup is a GET).
    const sent: Array<[string, boolean]> = [];
    const reads = navigate(MARIA, { fulfillmentAdmin: true });
    reads.on('request', (request: { path?: string }, _interceptor, body: string) => {
      const entity = /"entityName":"([^"]+)"/.exec(body ?? '')?.[1] ?? /entityName=(\w+)/.exec(request.path ?? '')?.[1] ?? '?';
      sent.push([entity, picture() !== null]);
    });

    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    const root = picture();
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.inert).toBe(true);
    expect(root?.lang).toBe('en-US');
    expect(texts('h1')).toEqual(['User details']);
    expect(texts('h2')).toEqual(['Maria Garcia', 'Login details', 'Contact details']);
    expect(texts('.fpd-avatar')).toEqual(['MG']);
    expect(texts('.fpd-names > span')).toEqual(['maria.garcia']);
    expect(texts('.fpd-row .fpd-label')).toEqual(['Username', 'maria.garcia@example.com', '5550103', 'EMP-10003']);
    expect(controls()).toEqual([
      ['Edit name', null, false],
      // The creator's link waits for its partyId, a later answer: disabled, as the app shows it until then.
      ['Created by admin', null, true],
      ['Add profile picture', null, false],
      ['Disable user', false, false],
      ['Block login', false, false],
      ['Reset password', null, false],
      ['Force logout', null, false],
    ]);
    expect(root?.textContent).not.toContain('Your user');
    // Every read left before the app's code could run; only the party and its contacts before the
    // picture: the rest, which nothing on it needs, after it.
    await waitFor(() => expect(reads.isDone()).toBe(true));
    const before = sent.filter(([, onScreen]) => !onScreen).map(([entity]) => entity);
    const after = sent.filter(([, onScreen]) => onScreen).map(([entity]) => entity);
    expect(before.sort()).toEqual(['PartyAndUserLoginSecurityGroupDetails', 'PartyContactDetailByPurpose']);
    expect(after.sort()).toEqual(
      ['FacilityParty', 'PartyContentDetail', 'PartyRole', 'ProductStoreAndRole', 'RoleType', 'SecurityGroup', 'SecurityGroupPermission', 'ShopifyShopAndConfig', 'UserLogin', 'UserLoginSecurityGroup', 'UserPreference'].sort(),
    );
  });

  it('shows what this login may do, and the party as it stands', async () => {
    // Maria's own login, with only USERS_APP_VIEW; her party disabled and her login blocked.
    mockLogin({ permissions: ['USERS_APP_VIEW'], profile: { userLoginId: MARIA.userLoginId } });
    navigate({ ...MARIA, statusId: 'PARTY_DISABLED', enabled: 'N', hasLoggedOut: 'Y', createdByUserLogin: 'system' });

    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    expect(texts('.fpd-badge')).toEqual(['Your user']);
    expect(controls()).toEqual([
      ['Edit name', null, false],
      ['Created by \u{1F9DE}', null, false],
      ['Add profile picture', null, false],
      ['Disable user', true, true],
      ['Block login', true, true],
      // Open to all: the reset email needs no permission (the dialog's lock button does).
      ['Reset password', null, false],
      ['Force logout', null, true],
    ]);
  });

  it('names what is missing as the app does, and speaks the user\'s language', async () => {
    mockLogin({ profile: { userLocale: 'es-MX' } });
    navigate({ ...MARIA, externalId: '' }, { contacts: [] });

    await expect(gate.firstPaintSettled()).resolves.toBe('painted');
    expect(picture()?.lang).toBe('es');
    expect(texts('h1')).toEqual([es['User details']]);
    expect(texts('h2').slice(1)).toEqual([es['Login details'], es['Contact details']]);
    expect(texts('.fpd-row .fpd-label')).toEqual([es.Username, es.Email, es['Phone number'], es['External ID']]);
    expect(texts('.fpd-row .fpd-label.fp-muted')).toHaveLength(3);
  });
});

describe('no picture of user details, and the app starts', () => {
  it('for a login without USERS_APP_VIEW', async () => {
    mockLogin({ permissions: ['SECURITY_VIEW'] });
    navigate(MARIA);
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();
  });

  it('for a party without a login (the app shows its add-credentials form)', async () => {
    mockLogin();
    navigate(LIAM);
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();
  });

  it('for no such party', async () => {
    mockLogin();
    navigate(null);
    // The lookups of the first wave leave before the party is known to be missing.
    omsScope().post('/api/performFind', (body: { entityName?: string }) => ['SecurityGroup', 'RoleType'].includes(body.entityName ?? '')).times(2).reply(200, { docs: [], count: 0 });
    omsScope().get('/api/performFind').query(true).reply(200, { docs: [], count: 0 });
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();
  });

  it('when the contacts cannot be read (the app shows the section\'s error)', async () => {
    mockLogin();
    navigate(MARIA, { contacts: 'fail' });
    await expect(gate.firstPaintSettled()).resolves.toBe('none');
    expect(picture()).toBeNull();
  });
});

describe('while the answers are on their way', () => {
  const marks: string[] = [];
  // jsdom has no performance marks: each warm-up step marks itself (users:warm-<step>) as it starts.
  beforeAll(() => Object.defineProperty(performance, 'mark', { configurable: true, value: (name: string) => void marks.push(name) }));
  afterAll(() => Reflect.deleteProperty(performance, 'mark'));
  beforeEach(() => marks.splice(0));

  /** The picture's warm-up while the session's answer is still out, for a party created by `creator`. */
  async function warmedFor(creator: string): Promise<string[]> {
    const { paintUserDetails } = await import('./user-details');
    let failSession: (reason: Error) => void = () => undefined;
    const facts = new Promise<never>((_resolve, reject) => {
      failSession = reject;
    });
    const outcome = paintUserDetails(document, {
      input: { token: TOKEN, oms: OMS_BASE },
      client: {} as never,
      facts,
      party: Promise.resolve({ ...MARIA, createdByUserLogin: creator }),
      contacts: new Promise(() => undefined),
      wavesLeft: Promise.resolve(),
    });
    await waitFor(() => expect(marks).toContain('users:warm-text'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    failSession(new Error('no session'));
    await expect(outcome).resolves.toBe('none');
    return marks.filter((mark) => mark.startsWith('users:warm-'));
  }

  it('makes the emoji\'s font ready only for a user the system created (the picture shows the genie)', async () => {
    await expect(warmedFor('system')).resolves.toEqual(['users:warm-text', 'users:warm-emoji']);
    marks.splice(0);
    await expect(warmedFor('admin')).resolves.toEqual(['users:warm-text']);
  });
});
