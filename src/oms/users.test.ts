import nock from 'nock';
import { OmsClient } from './client';
import { findUsers, firstSearchWord, userListBody, USER_LIST_FIELDS } from './users';
import type { UserListRequest } from './users';

const ORIGIN = 'https://oms.test';
const oms = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });

const DEFAULTS: UserListRequest = {
  queryString: '',
  securityGroup: '',
  status: '',
  hideDisabledUser: true,
  currentPartyId: 'ADMIN_PARTY',
  viewIndex: 0,
};

/** Every body shares these keys; only inputFields and paging vary with the filter. */
const body = (inputFields: Record<string, string | string[]>, viewIndex = 0, viewSize = 20) => ({
  entityName: 'PartyAndUserLoginSecurityGroupDetails',
  inputFields,
  fieldList: [
    'partyId',
    'createdByUserLogin',
    'createdDate',
    'enabled',
    'firstName',
    'lastName',
    'groupName',
    'securityGroupId',
    'securityGroupName',
    'statusId',
    'userLoginId',
  ],
  distinct: 'Y',
  noConditionFind: 'Y',
  filterByDate: 'Y',
  fromDateName: 'relationshipFromDate',
  thruDateName: 'relationshipThruDate',
  orderBy: 'createdDate DESC|partyId|userLoginId|securityGroupId',
  viewSize,
  viewIndex,
});

const base = { roleTypeIdTo: 'APPLICATION_USER' };
const hideDisabled = { statusId_value: 'PARTY_DISABLED', statusId_op: 'notEqual' };
const notMe = { partyId_value: 'ADMIN_PARTY', partyId_op: 'notEqual' };
/** The spec's 'enabled' status: enabled not N (empty counts as enabled) and a login present. */
const loginEnabled = { enabled_value: 'N', enabled_op: 'notEqual', userLoginId_op: 'not-empty' };
const search = (word: string) => ({
  groupName_value: word,
  groupName_op: 'like',
  groupName_ic: 'Y',
  groupName_grp: 'groupName',
  firstName_value: word,
  firstName_op: 'like',
  firstName_ic: 'Y',
  firstName_grp: 'firstName',
  lastName_value: word,
  lastName_op: 'like',
  lastName_ic: 'Y',
  lastName_grp: 'lastName',
  // OFBiz's second slot on userLoginId, so a status filter's not-empty can keep the plain key.
  userLoginId_fld1_value: word,
  userLoginId_fld1_op: 'like',
  userLoginId_fld1_ic: 'Y',
  userLoginId_fld1_grp: 'userLoginId',
});

describe('userListBody', () => {
  it('puts partyId first so the distinct count is the number of users', () => {
    expect(USER_LIST_FIELDS[0]).toBe('partyId');
  });

  it('default filter: application users, disabled hidden, the logged-in user left out', () => {
    expect(userListBody(DEFAULTS)).toEqual(body({ ...base, ...hideDisabled, ...notMe }));
  });

  it('hide disabled off: no status condition', () => {
    expect(userListBody({ ...DEFAULTS, hideDisabledUser: false })).toEqual(body({ ...base, ...notMe }));
  });

  it('security group: securityGroupId equals the group', () => {
    expect(userListBody({ ...DEFAULTS, securityGroup: 'CSR' })).toEqual(
      body({ ...base, securityGroupId: 'CSR', ...hideDisabled, ...notMe }),
    );
  });

  it('several security groups ("Users who can…"): securityGroupId IN them, each once', () => {
    expect(userListBody({ ...DEFAULTS, securityGroup: 'CSR, STORE_MANAGER,CSR' })).toEqual(
      body({ ...base, securityGroupId_value: ['CSR', 'STORE_MANAGER'], securityGroupId_op: 'in', ...hideDisabled, ...notMe }),
    );
  });

  it('status N: blocked logins (enabled = N)', () => {
    expect(userListBody({ ...DEFAULTS, status: 'N' })).toEqual(body({ ...base, enabled: 'N', ...hideDisabled, ...notMe }));
  });

  it.each(['Y', 'ANY'])('any other status (%s): enabled not N and a login present (the original\'s operators)', (status) => {
    expect(userListBody({ ...DEFAULTS, status })).toEqual(body({ ...base, ...loginEnabled, ...hideDisabled, ...notMe }));
  });

  it('search: the first word, case-insensitive prefix, each field in its own OR group; the logged-in user stays', () => {
    expect(userListBody({ ...DEFAULTS, queryString: '  ann  marie ' })).toEqual(body({ ...base, ...hideDisabled, ...search('ann') }));
  });

  it('search with the login filter: the same search (names and username), beside userLoginId not-empty', () => {
    expect(userListBody({ ...DEFAULTS, queryString: 'ann', status: 'Y' })).toEqual(
      body({ ...base, ...loginEnabled, ...hideDisabled, ...search('ann') }),
    );
  });

  it.each(['', 'Y', 'N'])('the search conditions are the same under every status filter (%j)', (status) => {
    const { inputFields } = userListBody({ ...DEFAULTS, queryString: 'ann', status });
    const searchKeys = Object.fromEntries(Object.entries(inputFields).filter(([key]) => /_(grp|fld1_grp)$/.test(key) || key.includes('Name_') || key.includes('_fld1_')));
    expect(searchKeys).toEqual(search('ann'));
  });

  it('every filter at once', () => {
    expect(
      userListBody({ ...DEFAULTS, queryString: 'Ann', securityGroup: 'STORE_MANAGER', status: 'N', hideDisabledUser: false, viewIndex: 3 }),
    ).toEqual(body({ ...base, securityGroupId: 'STORE_MANAGER', enabled: 'N', ...search('Ann') }, 3));
  });

  it('without a known logged-in party, nobody is left out', () => {
    expect(userListBody({ ...DEFAULTS, currentPartyId: undefined })).toEqual(body({ ...base, ...hideDisabled }));
  });

  it('pages by viewIndex and viewSize', () => {
    expect(userListBody({ ...DEFAULTS, viewIndex: 2, viewSize: 250 })).toEqual(body({ ...base, ...hideDisabled, ...notMe }, 2, 250));
  });
});

describe('firstSearchWord', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['ann', 'ann'],
    [' ann  lee ', 'ann'],
    ['ann\tlee', 'ann'],
  ])('%j -> %j', (query, word) => expect(firstSearchWord(query)).toBe(word));
});

describe('findUsers', () => {
  afterEach(() => nock.cleanAll());

  it('POSTs the body and answers docs and the distinct count', async () => {
    const docs = [{ partyId: '1', securityGroupId: 'CSR' }];
    const scope = nock(ORIGIN)
      .post('/api/performFind', body({ ...base, ...hideDisabled, ...notMe }, 1))
      .matchHeader('authorization', 'Bearer t')
      .reply(200, { docs, count: 41 });
    await expect(findUsers(oms(), { ...DEFAULTS, viewIndex: 1 })).resolves.toEqual({ docs, count: 41 });
    scope.done();
  });

  it("under a group filter, one more read brings the page's users' other groups (every group, the other conditions kept)", async () => {
    const docs = [
      { partyId: '1', userLoginId: 'lucas', securityGroupId: 'CSR' },
      { partyId: '2', userLoginId: 'nora', securityGroupId: 'CSR' },
    ];
    const groupRows = [
      { partyId: '1', userLoginId: 'lucas', securityGroupId: 'CSR', securityGroupName: 'Customer Service Representative' },
      { partyId: '1', userLoginId: 'lucas', securityGroupId: 'STORE_MANAGER', securityGroupName: 'Store Manager' },
      { partyId: '2', userLoginId: 'nora', securityGroupId: 'CSR', securityGroupName: 'Customer Service Representative' },
    ];
    const scope = nock(ORIGIN)
      .post('/api/performFind', body({ ...base, securityGroupId: 'CSR', ...hideDisabled, ...notMe }))
      .reply(200, { docs, count: 2 })
      .post('/api/performFind', {
        ...body({ ...base, ...hideDisabled, partyId_value: ['1', '2'], partyId_op: 'in' }, 0, 500),
        fieldList: ['partyId', 'userLoginId', 'securityGroupId', 'securityGroupName'],
        orderBy: 'partyId|userLoginId|securityGroupId',
      })
      .reply(200, { docs: groupRows, count: 2 });
    await expect(findUsers(oms(), { ...DEFAULTS, securityGroup: 'CSR' })).resolves.toEqual({ docs, count: 2, groupRows });
    scope.done();
  });

  it('without a group filter, or for an empty page, it reads nothing more', async () => {
    const scope = nock(ORIGIN).post('/api/performFind').reply(200, { error: 'No record found' });
    await expect(findUsers(oms(), { ...DEFAULTS, securityGroup: 'CSR' })).resolves.toEqual({ docs: [], count: 0 });
    scope.done();
  });

  it("treats 'No record found' as an empty page", async () => {
    const scope = nock(ORIGIN).post('/api/performFind').reply(200, { error: 'No record found' });
    await expect(findUsers(oms(), DEFAULTS)).resolves.toEqual({ docs: [], count: 0 });
    scope.done();
  });
});
