import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope, SERVICE_ERROR, expectMadeOnce } from '../../../../test/oms-nock';
import { FulfillmentCard } from './fulfillment-card';
import { BROADWAY, findToast, getCard, MARIA, MARIA_FACILITIES, NOW, renderCard } from '../../../../test/features/user-details';

jest.setTimeout(30_000);

/** SECURITY_* but not STOREFULFILLMENT_ADMIN: no APP_UPDT_PICKER_CONFG, no APP_UPDT_FULFILLMENT_FACILITY. */
const NO_FULFILLMENT = ['USERS_APP_VIEW', 'SECURITY_CREATE', 'SECURITY_VIEW'];
const FACILITIES = [
  { facilityId: 'BROADWAY', facilityName: 'Broadway' },
  { facilityId: 'BROOKLYN', facilityName: 'Brooklyn' },
  { facilityId: 'QUEENS', facilityName: 'Queens' },
  { facilityId: 'WH_07' },
];

describe('Fulfillment card', () => {
  it("counts only the WAREHOUSE_PICKER facilities: 'Added to 2 facilities' / 'Added to 1 facility'", async () => {
    await renderCard(FulfillmentCard, MARIA);
    expect(within(getCard('Fulfillment')).getByRole('button', { name: 'Added to 2 facilities' })).toBeUsable();
  });

  it("says 'Added to 1 facility' for one", async () => {
    await renderCard(FulfillmentCard, MARIA, { answers: { facilities: MARIA_FACILITIES.slice(0, 1) } });
    expect(within(getCard('Fulfillment')).getByRole('button', { name: 'Added to 1 facility' })).toBeInTheDocument();
  });

  it('shows the STOREFULFILLMENT_ADMIN note only for a fulfillment admin', async () => {
    await renderCard(FulfillmentCard, MARIA, { answers: { fulfillmentAdmin: true } });
    expect(within(getCard('Fulfillment')).getByText("This user has 'STOREFULFILLMENT_ADMIN' permission, enabling access to all facilities.")).toBeInTheDocument();
  });

  it("says when the STOREFULFILLMENT_ADMIN check fails (no note would read as 'not an admin'), and its Retry reads it again", async () => {
    const { user } = await renderCard(FulfillmentCard, MARIA, { answers: { fulfillmentAdmin: 'fail' } });
    const card = getCard('Fulfillment');
    expect(within(card).getByText('Something went wrong while loading. Please try again.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Added to 2 facilities' })).toBeUsable();
    const again = expectFind(omsScope(), 'SecurityGroupPermission', [{ groupId: 'STORE_MANAGER', permissionId: 'STOREFULFILLMENT_ADMIN' }], { permissionId: 'STOREFULFILLMENT_ADMIN' });
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText("This user has 'STOREFULFILLMENT_ADMIN' permission, enabling access to all facilities.")).toBeInTheDocument();
    expect(within(card).queryByText('Something went wrong while loading. Please try again.')).not.toBeInTheDocument();
    again.done();
  });

  it('has no note for other users', async () => {
    await renderCard(FulfillmentCard, MARIA);
    expect(within(getCard('Fulfillment')).queryByText(/STOREFULFILLMENT_ADMIN/)).not.toBeInTheDocument();
  });

  describe('Show as picker', () => {
    it('on ensures the WAREHOUSE_PICKER role', async () => {
      const { user } = await renderCard(FulfillmentCard, MARIA, { answers: { picker: false } });
      const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
      const toggle = within(getCard('Fulfillment')).getByRole('switch', { name: 'Show as picker' });
      await user.click(toggle);
      expect(await findToast('User picker role updated successfully.')).toBeInTheDocument();
      expect(toggle).toBeChecked();
      oms.done();
    });

    it('off deletes the role; a failure says so and shows the server state', async () => {
      const { user } = await renderCard(FulfillmentCard, MARIA);
      const oms = expectService(omsScope(), 'deletePartyRole', { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyRole', [{ partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' }], { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
      const toggle = within(getCard('Fulfillment')).getByRole('switch', { name: 'Show as picker' });
      await user.click(toggle);
      expect(await findToast('Failed to update user role.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(toggle).toBeChecked();
    });

    it('and the facility selection need STOREFULFILLMENT_ADMIN (APP_UPDT_PICKER_CONFG, APP_UPDT_FULFILLMENT_FACILITY)', async () => {
      await renderCard(FulfillmentCard, MARIA, { permissions: NO_FULFILLMENT });
      const card = getCard('Fulfillment');
      expect(within(card).getByRole('switch', { name: 'Show as picker' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Added to 2 facilities' })).toBeDisabled();
    });
  });

  describe('select facilities', () => {
    async function openFacilities(party = MARIA) {
      const rendered = await renderCard(FulfillmentCard, party);
      expectFind(omsScope(), 'FacilityAndType', FACILITIES, { facilityTypeId_op: 'notEqual', parentTypeId_op: 'notEqual' });
      await rendered.user.click(within(getCard('Fulfillment')).getByRole('button', { name: /Added to/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Select facilities' });
      await within(dialog).findByText('Queens');
      return { ...rendered, dialog };
    }

    it('searches on Enter by id or name, with checkboxes for a person', async () => {
      const { user, dialog } = await openFacilities();
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
      expect(within(dialog).getByRole('checkbox', { name: /Broadway/ })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: /Queens/ })).not.toBeChecked();
      // The unnamed facility shows its id.
      expect(within(dialog).getAllByText('WH_07')).not.toHaveLength(0);
      const search = within(dialog).getByRole('searchbox', { name: 'Search facilities' });
      await user.type(search, 'wh_');
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
      await user.keyboard('{Enter}');
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
      await user.clear(search);
      await user.type(search, 'nowhere{Enter}');
      expect(within(dialog).getByText('No facilities found')).toBeInTheDocument();
      // Enter searched; it did not submit the dialog.
      expect(screen.getByRole('dialog', { name: 'Select facilities' })).toBeInTheDocument();
    });

    it('ensures WAREHOUSE_PICKER, then ends removed and adds new picker facilities', async () => {
      const { user, dialog } = await openFacilities();
      await user.click(within(dialog).getByRole('checkbox', { name: /Brooklyn/ }));
      await user.click(within(dialog).getByRole('checkbox', { name: /Queens/ }));
      const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
      expectService(oms, 'removePartyFromFacility', { partyId: '10003', facilityId: 'BROOKLYN', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1672650000000, thruDate: NOW });
      expectService(oms, 'addPartyToFacility', { partyId: '10003', facilityId: 'QUEENS', roleTypeId: 'WAREHOUSE_PICKER' });
      expectMadeOnce(oms, 'FacilityParty', { partyId: '10003', facilityId: 'QUEENS', roleTypeId: 'WAREHOUSE_PICKER' }, { partyId: '10003', facilityId: 'QUEENS' });
      expectFind(oms, 'FacilityParty', [MARIA_FACILITIES[0], { ...MARIA_FACILITIES[0], facilityId: 'QUEENS' }], { partyId: '10003' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Facility associations updated successfully.')).toBeInTheDocument();
      oms.done();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("aborts with 'Something went wrong.' when WAREHOUSE_PICKER cannot be ensured", async () => {
      const { user, dialog } = await openFacilities();
      await user.click(within(dialog).getByRole('checkbox', { name: /Queens/ }));
      const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' }, [200, SERVICE_ERROR]);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Something went wrong.')).toBeInTheDocument();
      oms.done();
      // Nothing was changed: the modal stays open with Queens chosen.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable());
      expect(within(dialog).getByRole('checkbox', { name: /Queens/ })).toBeChecked();
    });

    it("says 'Failed to update some association(s).' when a call is refused", async () => {
      const { user, dialog } = await openFacilities();
      await user.click(within(dialog).getByRole('checkbox', { name: /Broadway/ }));
      const oms = omsScope().post('/api/service/removePartyFromFacility').reply(200, SERVICE_ERROR);
      expectFind(oms, 'FacilityParty', MARIA_FACILITIES, { partyId: '10003' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Failed to update some association(s).')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      // The one call was refused: the modal stays open with Broadway still off.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable());
      expect(within(dialog).getByRole('checkbox', { name: /Broadway/ })).not.toBeChecked();
    });

    it('offers a single choice (radios) for a facility login', async () => {
      const { user, dialog } = await openFacilities(BROADWAY);
      expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
      await user.click(within(dialog).getByRole('radio', { name: /Queens/ }));
      await user.click(within(dialog).getByRole('radio', { name: /Brooklyn/ }));
      expect(within(dialog).getByRole('radio', { name: /Queens/ })).not.toBeChecked();
      const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10007', roleTypeId: 'WAREHOUSE_PICKER' });
      expectService(oms, 'addPartyToFacility', { partyId: '10007', facilityId: 'BROOKLYN', roleTypeId: 'WAREHOUSE_PICKER' });
      expectMadeOnce(oms, 'FacilityParty', { partyId: '10007', facilityId: 'BROOKLYN', roleTypeId: 'WAREHOUSE_PICKER' }, { partyId: '10007', facilityId: 'BROOKLYN' });
      expectFind(oms, 'FacilityParty', [], { partyId: '10007' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Facility associations updated successfully.')).toBeInTheDocument();
      oms.done();
    });

    it("shows 'Failed to fetch facilities' when the facilities cannot be read", async () => {
      const { user } = await renderCard(FulfillmentCard, MARIA);
      expectFind(omsScope(), 'FacilityAndType', [200, SERVICE_ERROR]);
      await user.click(within(getCard('Fulfillment')).getByRole('button', { name: /Added to/ }));
      expect(await within(await screen.findByRole('dialog')).findByText('Failed to fetch facilities')).toBeInTheDocument();
    });
  });

  it('turns the facility selection off for a user in INTEGRATION, saying why; the button keeps the focus and opens nothing', async () => {
    const { user } = await renderCard(FulfillmentCard, MARIA, { answers: { groups: [{ groupId: 'INTEGRATION', userLoginId: 'maria.garcia', fromDate: 1 }] } });
    const facilities = within(getCard('Fulfillment')).getByRole('button', { name: 'Added to 2 facilities' });
    expect(facilities).not.toBeUsable();
    expect(facilities).toHaveAccessibleDescription('Facilities cannot be assigned to a user in INTEGRATION.');
    facilities.focus();
    expect(facilities).toHaveFocus();
    await user.click(facilities);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing of INTEGRATION to a viewer who may not assign facilities: the button is simply disabled', async () => {
    await renderCard(FulfillmentCard, MARIA, { permissions: NO_FULFILLMENT, answers: { groups: [{ groupId: 'INTEGRATION', userLoginId: 'maria.garcia', fromDate: 1 }] } });
    const facilities = within(getCard('Fulfillment')).getByRole('button', { name: 'Added to 2 facilities' });
    expect(facilities).toBeDisabled();
    expect(facilities).not.toHaveAccessibleDescription();
  });
});
