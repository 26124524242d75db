/**
 * User details' first screen as plain DOM (no React, no Fluent UI): the heading and the first
 * row of cards (profile, login details, contact details) as features/user-details shows them once
 * the party and its contacts are in: same texts, same switches and buttons, enabled or not by the
 * same rules. What later answers add (the profile picture, the creator's link, a lockout's note)
 * the app shows when it takes over, as it does when those answers come after its first render.
 */
import { initialsOf } from './initials';
import { CONTACT_TEXTS } from '../../features/user-details/account/contact-texts';
import type { ContactKind } from '../../lib/validation';
import type { PartyContacts } from '../../oms/contacts';
import type { UserParty } from '../../oms/user-details';
import { mayDo } from '../../catalog/users-app';
import { el, pictureRoot } from './dom';
import type { Child } from './dom';
import { DETAILS_CSS } from './details-styles';
import { BASE_CSS } from './styles';
import type { Translate } from './texts';
import { displayName, isCreatedBySystem, isLoginBlocked, isPartyDisabled } from '../../party/party';

/** As profile-card.tsx shows a user created by the system. */
export const GENIE = '\u{1F9DE}';

export interface DetailsPicture {
  t: Translate;
  language: string;
  /** Has a login: a party without one gets the add-credentials form, which is not pictured. */
  party: UserParty & { userLoginId: string };
  contacts: PartyContacts;
  /** The server permissions the viewer holds: the gates are the catalog's (`mayDo`). */
  held: ReadonlySet<string>;
  /** The logged-in user's login id ('Your user'). */
  ownLoginId?: string;
}

function button(doc: Document, text: string, disabled: boolean, className = ''): HTMLElement {
  return el(doc, 'span', `fp-button ${className}${disabled ? ' fp-disabled' : ''}`, text);
}

function switchOf(doc: Document, label: string, on: boolean, disabled: boolean): HTMLElement {
  return el(doc, 'div', `fp-switch${on ? ' fp-on' : ''}${disabled ? ' fp-disabled' : ''}`, el(doc, 'span', '', label));
}

const row = (doc: Document, ...children: Child[]) => el(doc, 'div', 'fpd-row', ...children);
const icon = (doc: Document) => el(doc, 'span', 'fpd-icon');

function card(doc: Document, title: string | null, ...children: Child[]): HTMLElement {
  const header = title === null ? null : el(doc, 'div', 'fpd-card-header', el(doc, 'h2', '', title));
  return el(doc, 'div', 'fpd-card', header, ...children);
}

function profileCard(doc: Document, { t, party, held, ownLoginId }: DetailsPicture): HTMLElement {
  const name = displayName(party);
  const names = el(doc, 'div', 'fpd-names', el(doc, 'h2', '', name), el(doc, 'span', 'fp-muted', party.userLoginId));
  if (party.userLoginId === ownLoginId) names.append(el(doc, 'div', '', el(doc, 'span', 'fpd-badge', t('Your user'))));
  const bySystem = isCreatedBySystem(party.createdByUserLogin);
  const canChangeStatus = mayDo('APP_UPDT_BLOCK_LOGIN', held);
  return card(
    doc,
    null,
    el(doc, 'div', 'fpd-identity', el(doc, 'span', 'fpd-avatar', initialsOf(name)), names, button(doc, t('Edit name'), false)),
    el(
      doc,
      'div',
      'fpd-rows',
      // Not by the system: the creator's link waits for its partyId, a later answer.
      row(doc, icon(doc), button(doc, t('Created by {{userLoginId}}', { userLoginId: bySystem ? GENIE : (party.createdByUserLogin ?? '') }), !bySystem, 'fpd-transparent')),
      row(doc, icon(doc), button(doc, t('Add profile picture'), false, 'fpd-transparent')),
      row(doc, switchOf(doc, t('Disable user'), isPartyDisabled(party), !canChangeStatus)),
    ),
  );
}

function loginCard(doc: Document, { t, party, held }: DetailsPicture): HTMLElement {
  const canBlock = mayDo('APP_UPDT_BLOCK_LOGIN', held);
  return card(
    doc,
    t('Login details'),
    el(
      doc,
      'div',
      'fpd-rows',
      row(doc, el(doc, 'span', 'fpd-label', t('Username')), el(doc, 'span', 'fpd-strong', party.userLoginId)),
      row(doc, switchOf(doc, t('Block login'), isLoginBlocked(party), !canBlock || isPartyDisabled(party))),
      el(doc, 'div', 'fpd-actions', button(doc, t('Reset password'), false), button(doc, t('Force logout'), party.hasLoggedOut === 'Y' || !canBlock)),
    ),
  );
}

function contactRow(doc: Document, t: Translate, kind: ContactKind, value: string | undefined): HTMLElement {
  const label = value === undefined ? el(doc, 'span', 'fpd-label fp-muted', t(CONTACT_TEXTS[kind].label)) : el(doc, 'span', 'fpd-label', value);
  return row(doc, icon(doc), label, el(doc, 'span', 'fpd-icon-button'));
}

function contactCard(doc: Document, { t, party, contacts }: DetailsPicture): HTMLElement {
  return card(
    doc,
    t('Contact details'),
    el(
      doc,
      'div',
      'fpd-rows',
      contactRow(doc, t, 'email', contacts.email?.email),
      contactRow(doc, t, 'phoneNumber', contacts.phone?.contactNumber),
      contactRow(doc, t, 'externalId', party.externalId || undefined),
    ),
  );
}

/** Builds the picture (not yet in the document). */
export function buildUserDetails(doc: Document, picture: DetailsPicture): HTMLElement {
  const heading = el(doc, 'div', 'fpd-heading', el(doc, 'span', 'fpd-back'), el(doc, 'h1', '', picture.t('User details')));
  const grid = el(doc, 'div', 'fpd-grid', profileCard(doc, picture), loginCard(doc, picture), contactCard(doc, picture));
  return pictureRoot(doc, BASE_CSS + DETAILS_CSS, picture.language, el(doc, 'div', 'fp-page', heading, grid));
}
