import { deriveGroupId, groupIdTooLong, validateGroup } from './group-form';

describe('create security group rules', () => {
  it.each([
    ['  Store floor staff ', 'STORE_FLOOR_STAFF'],
    ['csr', 'CSR'],
    ['a  b', 'A__B'],
    ['Night  shift', 'NIGHT__SHIFT'],
  ])('derives %j as %j', (name, id) => {
    expect(deriveGroupId(name)).toBe(id);
  });

  it('20 characters is the limit', () => {
    expect(groupIdTooLong('X'.repeat(20))).toBe(false);
    expect(groupIdTooLong('X'.repeat(21))).toBe(true);
  });

  it.each([
    ['no name', { groupName: ' ', groupId: '', description: '' }, ['Security group name is required.']],
    ['id too long', { groupName: 'A', groupId: 'X'.repeat(21), description: '' }, ['Internal ID cannot be more than 20 characters.']],
    ['derived id too long', { groupName: 'a very long group name indeed', groupId: '', description: '' }, ['Internal ID cannot be more than 20 characters.']],
    ['fine', { groupName: 'Floor', groupId: '', description: 'x' }, []],
  ])('%s', (_name, form, messages) => {
    expect(validateGroup(form)).toEqual(messages);
  });
});
