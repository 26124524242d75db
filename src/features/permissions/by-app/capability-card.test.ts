import type { CapabilityCardProps } from './capability-card';
import { sameCardProps } from './capability-card';

const links = { href: () => '/x', onClick: () => undefined } as unknown as CapabilityCardProps['links'];
const onHistory = () => undefined;
const usersLink = { href: () => '/u', open: () => undefined };
const props = (holders: [string, string][], overrides: Partial<CapabilityCardProps> = {}): CapabilityCardProps => ({
  id: 'ship',
  title: 'Ship orders',
  description: 'Ship them',
  expression: 'FF_SHIP_NOW',
  present: null,
  holders: holders.map(([groupId, name]) => ({ groupId, name })),
  links,
  usersLink,
  onHistory,
  ...overrides,
});

describe('a capability card re-renders only when what it shows changed', () => {
  it.each([
    ['holders re-read with the same groups (new arrays)', props([['STORE', 'Store Manager']]), props([['STORE', 'Store Manager']]), true],
    ['a group gained it', props([['STORE', 'Store Manager']]), props([['STORE', 'Store Manager'], ['CSR', 'CSR']]), false],
    ['a group renamed', props([['STORE', 'Store Manager']]), props([['STORE', 'Store lead']]), false],
    ['another order', props([['A', 'A'], ['B', 'B']]), props([['B', 'B'], ['A', 'A']]), false],
    ['the permission list came in', props([]), props([], { present: new Set(['FF_SHIP_NOW']) }), false],
    ['Manage became available', props([]), props([], { onManage: () => undefined }), false],
  ])('%s: same = %s', (_name, previous, next, expected) => {
    expect(sameCardProps(previous, next)).toBe(expected);
  });
});
