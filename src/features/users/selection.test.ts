/**
 * The Users tab's selection (issue 62, 1): un-ticking a user after 'Select all matching' leaves
 * "every matching user except these", not that one user; ticking them again takes them back in.
 */
import { createStore } from 'jotai';
import type { MatchingUser } from '../../oms/matching-users';
import { ALL_MATCHING, EMPTY_SELECTION, isPicked, isSelectionEmpty, keepSelected, selectedCount, selectionAtom, toggleShownAtom, toggleUserAtom } from './selection';

const user = (partyId: string): MatchingUser => ({ partyId, firstName: partyId });
const [ANN, BEN, CAL] = [user('ANN'), user('BEN'), user('CAL')];

function allMatching() {
  const store = createStore();
  store.set(selectionAtom, ALL_MATCHING);
  return store;
}

describe('the Users tab selection', () => {
  it("un-ticking a user under 'all matching' leaves every matching user but them; ticking them again takes them back", () => {
    const store = allMatching();
    store.set(toggleUserAtom, BEN);
    let selection = store.get(selectionAtom);
    expect(selection.allMatching).toBe(true);
    expect([ANN, BEN, CAL].map((one) => isPicked(selection, one.partyId))).toEqual([true, false, true]);
    expect(selectedCount(selection, 17)).toBe(16);
    expect(keepSelected(selection, [ANN, BEN, CAL])).toEqual([ANN, CAL]);

    store.set(toggleUserAtom, BEN);
    selection = store.get(selectionAtom);
    expect(isPicked(selection, BEN.partyId)).toBe(true);
    expect(selectedCount(selection, 17)).toBe(17);
  });

  it("'Select all shown' under 'all matching': un-ticked, the rows shown are left out; ticked, they are back", () => {
    const store = allMatching();
    store.set(toggleShownAtom, [ANN, BEN]);
    let selection = store.get(selectionAtom);
    expect([ANN, BEN, CAL].map((one) => isPicked(selection, one.partyId))).toEqual([false, false, true]);
    expect(selectedCount(selection, 3)).toBe(1);
    store.set(toggleShownAtom, [ANN, BEN]);
    selection = store.get(selectionAtom);
    expect(selectedCount(selection, 3)).toBe(3);
  });

  it('every matching user left out is an empty selection; picked users count as picked', () => {
    const store = allMatching();
    for (const one of [ANN, BEN, CAL]) store.set(toggleUserAtom, one);
    expect(isSelectionEmpty(store.get(selectionAtom), 3)).toBe(true);
    expect(isSelectionEmpty(store.get(selectionAtom), 4)).toBe(false);

    store.set(selectionAtom, EMPTY_SELECTION);
    store.set(toggleUserAtom, ANN);
    expect(selectedCount(store.get(selectionAtom), 17)).toBe(1);
    expect(isPicked(store.get(selectionAtom), ANN.partyId)).toBe(true);
    store.set(toggleUserAtom, ANN);
    expect(isSelectionEmpty(store.get(selectionAtom))).toBe(true);
  });
});
