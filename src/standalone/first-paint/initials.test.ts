/**
 * The picture's initials are Fluent UI Avatar's (getInitials, left to right), over names of every
 * kind the OMS holds: people, facility logins, brackets, punctuation, numbers, other scripts.
 */
import { getInitials } from '@fluentui/react-avatar';
import { initialsOf } from './initials';

const NAMES = [
  'Maria Garcia',
  'maria garcia',
  'Liam',
  'Anne Marie Walker',
  'Jean Paul Rene Dubois',
  'Broadway',
  'Demo Store (Canada)',
  '(Ops) Sam Secure',
  'Sam [temp',
  "O'Neil D'Arcy",
  'Zoë Ångström',
  'Émile Çelik',
  '  spaced    out   name ',
  'Ivan Petrov-Vodkin',
  'Иван Петров',
  'Γιώργος Παπαδόπουλος',
  '田中 太郎',
  'たなか たろう',
  '김 민준',
  'محمد علي',
  '555 0103',
  '5550103',
  '555 0103 ext 12',
  'Store 42',
  '42 Store',
  '🧞 Genie',
  'A',
  '',
  '---',
  'R2-D2 C3PO',
];

it.each(NAMES)('%j', (name) => {
  expect(initialsOf(name)).toBe(getInitials(name, false));
});
