/**
 * The Users tab's first screen as plain DOM (no React, no Fluent UI): the tabs, the heading with
 * the count, the actions, the filters as they stand and the first page of users, each row as
 * features/users/user-row.tsx shows it (same texts, dates, badges and columns). It is a still
 * picture: hidden from assistive technology and inert, it takes no input (nothing typed into it
 * could be lost), and the app removes it when its own screen is committed (src/lib/first-paint.ts).
 */
import { formatDate } from '../../lib/dates';
import { loginBadge } from '../../features/users/user-rows';
import { displayName, isPartyDisabled } from '../../party/party';
import type { UserListItem } from '../../features/users/user-rows';
import { el, pictureRoot, withAttributes } from './dom';
import type { Child } from './dom';
import { BASE_CSS, USERS_CSS } from './styles';
import type { Translate } from './texts';

/** As the app's rows show them (user-row.tsx). */
const SHOWN_GROUPS = 2;

export interface FirstRowsPicture {
  t: Translate;
  language: string;
  timeZone: string;
  items: readonly UserListItem[];
  total: number;
  /** The group filter's choices (their names decide the select's width, as in the app). */
  groupNames: readonly string[];
  canCreate: boolean;
}

function nav(doc: Document, t: Translate): HTMLElement {
  const tabs = ['Users', 'Permissions', 'Settings'].map((label, index) =>
    el(doc, 'div', index === 0 ? 'fp-tab fp-selected' : 'fp-tab', el(doc, 'span', '', t(label))),
  );
  return el(doc, 'div', 'fp-nav', ...tabs);
}

function header(doc: Document, { t, total, canCreate }: FirstRowsPicture): HTMLElement {
  const title = el(doc, 'div', 'fp-title', el(doc, 'h1', '', t('Users')), el(doc, 'span', 'fp-muted', t('{{count}} users', { count: total })));
  const actions = el(doc, 'div', 'fp-actions', el(doc, 'span', 'fp-button', t('Export')));
  if (canCreate) actions.append(el(doc, 'span', 'fp-button', t('Import users')), el(doc, 'span', 'fp-button fp-primary', t('Create user')));
  return el(doc, 'div', 'fp-header', title, actions);
}

function select(doc: Document, options: readonly string[]): HTMLElement {
  const element = el(doc, 'select', 'fp-select');
  for (const option of options) element.append(el(doc, 'option', '', option));
  return withAttributes(element, { tabindex: '-1' });
}

/** The filters as the app shows the default filter: no search, all groups, all logins, disabled hidden. */
function filters(doc: Document, { t, groupNames }: FirstRowsPicture): HTMLElement {
  const field = (className: string, label: string, control: HTMLElement) => el(doc, 'div', `fp-field ${className}`, el(doc, 'label', '', label), control);
  return el(
    doc,
    'div',
    'fp-filters',
    field('fp-search', t('Search users'), el(doc, 'div', 'fp-input', t('Name or username'))),
    field('', t('Security group'), select(doc, [t('All security groups'), ...groupNames])),
    field('', t('Login status'), select(doc, [t('All'), t('Login enabled'), t('Login blocked')])),
    el(doc, 'div', 'fp-switch fp-on', el(doc, 'span', '', t('Hide disabled users'))),
  );
}

function badge(doc: Document, tone: string, text: string): HTMLElement {
  return el(doc, 'span', `fp-badge ${tone}`, text);
}

function groupsCell(doc: Document, t: Translate, item: UserListItem): HTMLElement {
  if (item.securityGroups.length === 0) return el(doc, 'span', 'fp-muted', '-');
  const badges = el(doc, 'div', 'fp-badges');
  for (const group of item.securityGroups.slice(0, SHOWN_GROUPS)) {
    badges.append(withAttributes(el(doc, 'span', 'fp-badge fp-informative', el(doc, 'span', '', group.name)), { title: group.name }));
  }
  const rest = item.securityGroups.length - SHOWN_GROUPS;
  if (rest > 0) badges.append(el(doc, 'span', 'fp-badge fp-more', t('+{{count}} more', { count: rest })));
  return badges;
}

function row(doc: Document, picture: FirstRowsPicture, item: UserListItem, rowIndex: number): HTMLElement {
  const { t, language, timeZone } = picture;
  const cell = (wide: boolean, ...children: Child[]) => withAttributes(el(doc, 'div', wide ? 'fp-cell fp-wide' : 'fp-cell', ...children), { role: 'cell' });
  const login = loginBadge(item);
  const disabled = isPartyDisabled(item);
  const link = withAttributes(el(doc, 'a', 'fp-link fp-line', displayName(item)), { href: `/user-details/${encodeURIComponent(item.partyId)}`, tabindex: '-1' });
  const created = cell(true, el(doc, 'span', 'fp-line', formatDate(item.createdDate, timeZone, language)));
  if (item.createdByUserLogin) created.append(el(doc, 'span', 'fp-muted fp-small fp-line', t('Created by {{userLoginId}}', { userLoginId: item.createdByUserLogin })));
  return withAttributes(
    el(
      doc,
      'div',
      'fp-row fp-body',
      cell(false, link, el(doc, 'span', 'fp-muted fp-small fp-line', item.userLoginId ?? t('No login'))),
      cell(true, groupsCell(doc, t, item)),
      cell(false, badge(doc, disabled ? 'fp-danger' : 'fp-success', disabled ? t('Disabled') : t('Enabled'))),
      cell(false, login === 'none' ? el(doc, 'span', 'fp-muted', t('No login')) : badge(doc, login === 'blocked' ? 'fp-warning' : 'fp-success', login === 'blocked' ? t('Blocked') : t('Enabled'))),
      created,
    ),
    { role: 'row', 'aria-rowindex': String(rowIndex) },
  );
}

function table(doc: Document, picture: FirstRowsPicture): HTMLElement {
  const { t } = picture;
  const heading = (text: string, wide = false) => withAttributes(el(doc, 'div', wide ? 'fp-wide' : '', text), { role: 'columnheader' });
  const head = withAttributes(
    el(doc, 'div', 'fp-row fp-head', heading(t('Name')), heading(t('Security groups'), true), heading(t('Status')), heading(t('Login')), heading(t('Created'), true)),
    { role: 'row', 'aria-rowindex': '1' },
  );
  const body = withAttributes(el(doc, 'div', '', ...picture.items.map((item, index) => row(doc, picture, item, index + 2))), { role: 'rowgroup' });
  return withAttributes(el(doc, 'div', 'fp-table', withAttributes(el(doc, 'div', '', head), { role: 'rowgroup' }), body), { role: 'table' });
}

/** Builds the picture (not yet in the document). */
export function buildFirstRows(doc: Document, picture: FirstRowsPicture): HTMLElement {
  const page = el(doc, 'div', 'fp-page', header(doc, picture), filters(doc, picture), table(doc, picture));
  return pictureRoot(doc, BASE_CSS + USERS_CSS, picture.language, el(doc, 'div', 'fp-shell', nav(doc, picture.t), el(doc, 'div', 'fp-main', page)));
}
