/**
 * The fault matrix's shared parts (fault-matrix.spec.ts): the faults and columns, what a row is,
 * helpers the rows share, and the printed table. The rows: see fault-matrix.spec.ts.
 *
 * The writes are made on seeded records no other spec changes (Felix Fulton, Maria Garcia's
 * favourite store, stores and facilities, the BIZADMIN group). Under a refusing fault nothing is
 * written; a lost answer's write is undone by the row's `lost.restore`, so rows can run in any
 * order and again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, omsFind } from './fixtures';

export const FAULTS = ['http500', 'errorMessage', 'drop', 'malformed', 'emptyOk', 'forbidden'] as const;
export type Fault = (typeof FAULTS)[number];
/**
 * Faults after which the OMS has done the write: its answer lost, or too late for the client
 * (issue 21), or the write sent twice by the browser and run twice, the second answer shown (issue 35).
 */
export const LOST_FAULTS = ['lostAnswer', 'lateAnswer', 'resent'] as const;
export type LostFault = (typeof LOST_FAULTS)[number];
/** The matrix's columns: each fault, the reload after the refused ones (screen = server), and the lost answers. */
export const COLUMNS = [...FAULTS, 'reload', ...LOST_FAULTS] as const;
export type Column = (typeof COLUMNS)[number];

export interface MatrixRow {
  name: string;
  /** The OMS call the write makes (the fault's target). */
  call: string;
  /** The failure text (a pattern where the server's own message is shown when it sends one). */
  failure: string | RegExp;
  /** The success text, where the spec gives one (a failed write must never show it). */
  success?: string | RegExp;
  /** The answer carries data the app needs (a contactMechId…): `emptyOk` applies. */
  answersWithData?: boolean;
  /** Opens the row's screen and waits until it has read everything. */
  open(page: Page): Promise<void>;
  /** Makes the write, confirmations included (continues a dialog a failed cell left open). */
  act(page: Page): Promise<void>;
  /** The control is usable again and shows what the server has. */
  usable(page: Page): Promise<void>;
  /** Closes what the row left open before the reload. */
  leave?(page: Page): Promise<void>;
  /** After a reload: the screen shows what performFind reads. */
  matchesServer(page: Page, token: string): Promise<void>;
  /** What a lost answer does on this row (issue 21). */
  lost: LostAnswerSpec;
}

/**
 * A row under `lostAnswer` (the OMS did the write, its answer never came) and `lateAnswer` (the
 * client gave up before the OMS committed; then the same action again): what the screen says, and
 * how to put the row's data back so the next cell (and the next run) starts where the row starts.
 */
export interface LostAnswerSpec {
  /**
   * After the lost answer: 'success' — the app recognised its write (the success text, no failure
   * text); 'failure' — nothing the app can read tells (a password, a mail, a picture), so it says
   * it failed. After a late answer's retry every row shows its success: a recognised write is not
   * sent again, the others are sent once more.
   */
  shows: 'success' | 'failure';
  /** Checks the screen in place of the success text (create user: its offer). */
  check?(page: Page): Promise<void>;
  /** After `resent`: checks the screen in place of the success text (create user: the confirmation's note); default `check`. */
  resentCheck?(page: Page): Promise<void>;
  /** The lost faults that apply (default all). */
  only?: readonly LostFault[];
  /**
   * After `resent` (default 'success': the second run's answer is a success, or says the first one
   * made it, which the app recognises); 'failure' where the OMS refuses the write itself.
   */
  resent?: 'success' | 'failure';
  /** After the late answer's retry (default 'success'; 'failure' where the OMS refuses the write itself). */
  afterRetry?: 'success' | 'failure';
  /** Undoes the write through the OMS's API; also run before the lost cells, so it must do nothing when there is nothing to undo. */
  restore(token: string): Promise<void>;
  /** Open the row's screen once more after its last restore (it puts the page itself back, e.g. the language). */
  reopenAfter?: boolean;
  /** How many records the write left (1 after a lost answer and after a retry: no duplicate). */
  records?(token: string): Promise<number>;
}

export const card = (page: Page, title: string): Locator => page.getByRole('group', { name: title });

export async function openDetails(page: Page, partyId: string, name: string): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/user-details/${partyId}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

/** Fills a dialog's field unless a failed cell left it open with the value already in it. */
export async function openDialogWith(page: Page, title: string, open: () => Promise<void>, field: string, value: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  if (!(await dialog.isVisible())) {
    await open();
    await dialog.getByRole('textbox', { name: field }).fill(value);
  }
  return dialog;
}

/** The Fulfillment card's button that opens 'Select facilities'. */
export const facilitiesButton = (page: Page): Locator => card(page, 'Fulfillment').getByRole('button', { name: /^Added to \d+ facilit/ });

/**
 * In 'Select facilities' (opened and searched for `facilityId` unless a failed cell left it open),
 * sets that facility's box to `checked` and saves.
 */
export async function saveFacilitySelection(page: Page, facilityId: string, checked: boolean): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Select facilities' });
  if (!(await dialog.isVisible())) {
    await facilitiesButton(page).click();
    const search = dialog.getByRole('searchbox', { name: 'Search facilities' });
    await search.fill(facilityId.toLowerCase());
    await search.press('Enter');
  }
  const box = dialog.getByRole('checkbox', { name: new RegExp(facilityId) });
  if ((await box.isChecked()) !== checked) await box.setChecked(checked);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

/**
 * A refused save changed nothing, so the select dialog stays open with the selection it was given
 * (`option` still `checked`) and its Save usable again, for another try or Cancel. The card behind
 * the modal is aria-hidden; what it shows is checked after the row's `leave`.
 */
export async function selectionKept(page: Page, title: string, option: RegExp, checked: boolean): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('checkbox', { name: option })).toBeChecked({ checked });
}

/** The Fulfillment card counts the picker facilities performFind reads for the party. */
export async function facilityCountMatches(page: Page, token: string, partyId: string): Promise<void> {
  const held = await omsFind(token, { entityName: 'FacilityParty', inputFields: { partyId, roleTypeId: 'WAREHOUSE_PICKER' }, filterByDate: 'Y' });
  const count = held.length;
  await expect(card(page, 'Fulfillment').getByRole('button', { name: count === 1 ? 'Added to 1 facility' : `Added to ${count} facilities` })).toBeVisible();
}

export async function cancelDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  // A dialog a successful save is closing may be gone before the click: then it is hidden anyway.
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 3000 }).catch(() => undefined);
  await expect(dialog).toBeHidden();
}

/** Rows × faults as a table (pass / FAIL / n/a) with the totals, and the failed cells. */
export function matrixTable(results: ReadonlyMap<string, ReadonlyMap<Column, string>>): { table: string; failed: string[] } {
  const width = Math.max(...[...results.keys()].map((name) => name.length), 5);
  const lines = [`${'write'.padEnd(width)} | ${COLUMNS.map((column) => column.padEnd(12)).join(' | ')}`];
  const failed: string[] = [];
  const faults = [...FAULTS, ...LOST_FAULTS];
  let tried = 0;
  let passed = 0;
  let notApplicable = 0;
  for (const [name, cells] of results) {
    lines.push(`${name.padEnd(width)} | ${COLUMNS.map((column) => (cells.get(column) ?? '-').padEnd(12)).join(' | ')}`);
    for (const fault of faults) {
      const value = cells.get(fault);
      if (value === 'n/a') notApplicable++;
      else tried++;
      if (value === 'pass') passed++;
      else if (value !== 'n/a') failed.push(`${name} × ${fault}`);
    }
    if (cells.get('reload') !== 'pass') failed.push(`${name}: the screen after a reload`);
  }
  lines.push(`${results.size} writes × ${faults.length} faults: ${tried} tried, ${passed} passed, ${tried - passed} failed, ${notApplicable} n/a`);
  return { table: lines.join('\n'), failed };
}
