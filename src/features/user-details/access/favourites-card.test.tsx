import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope, SERVICE_ERROR } from '../../../../test/oms-nock';
import { FavouritesCard } from './favourites-card';
import { findToast, getCard, LIAM, MARIA, MARIA_FAVOURITES, renderCard } from '../../../../test/features/user-details';

jest.setTimeout(30_000);

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('Favorites card', () => {
  it("shows the favourite store among the user's stores and the favourite shop among that store's shops", async () => {
    await renderCard(FavouritesCard, MARIA);
    const card = getCard('Favorites');
    expect(card).toHaveTextContent('Select your favorites to preselect them across all applications');
    const store = within(card).getByRole('combobox', { name: 'Product store' });
    const shop = within(card).getByRole('combobox', { name: 'Shopify shop' });
    expect(store).toHaveValue('STORE_US');
    expect(options(store)).toEqual(['Demo Store US', 'Demo Store Canada', 'None']);
    expect(shop).toHaveValue('SHOP_US');
    expect(options(shop)).toEqual(['Demo Shop US', 'None']);
  });

  it("names a favourite store the user no longer has (an offboarding ended their stores) from the product stores list, not by its id", async () => {
    const oms = omsScope();
    expectFind(oms, 'ProductStore', [
      { productStoreId: 'STORE_CA', storeName: 'Demo Store Canada' },
      { productStoreId: 'STORE_US', storeName: 'Demo Store US' },
    ]);
    await renderCard(FavouritesCard, MARIA, { answers: { productStores: [] } });
    const store = within(getCard('Favorites')).getByRole('combobox', { name: 'Product store' });
    expect(store).toHaveValue('STORE_US');
    await waitFor(() => expect(options(store)).toEqual(['Demo Store US', 'None']));
    oms.done();
  });

  it('setting the store also clears the shop, and the shop list follows the store', async () => {
    const { user } = await renderCard(FavouritesCard, MARIA);
    const oms = expectService(omsScope(), 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_CA' });
    expectService(oms, 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' });
    const card = getCard('Favorites');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Product store' }), 'STORE_CA');
    expect(await findToast('Favorite product store updated successfully.')).toBeInTheDocument();
    const shop = within(card).getByRole('combobox', { name: 'Shopify shop' });
    await waitFor(() => expect(shop).toHaveValue(''));
    expect(options(shop)).toEqual(['Demo Shop Canada', 'None']);
    oms.done();
  });

  it("says 'Failed to set favorite product store.' and shows the server's favourites", async () => {
    const { user } = await renderCard(FavouritesCard, MARIA);
    const oms = expectService(omsScope(), 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_CA' }, [200, SERVICE_ERROR]);
    // Neither what the card showed nor what was chosen: the server has no favourite store now.
    expectFind(oms, 'UserPreference', MARIA_FAVOURITES.slice(1), { userLoginId: 'maria.garcia' });
    const store = within(getCard('Favorites')).getByRole('combobox', { name: 'Product store' });
    await user.selectOptions(store, 'STORE_CA');
    expect(await findToast('Failed to set favorite product store.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(store).toHaveValue(''));
  });

  it('when the store is saved but the shop cannot be cleared, says both and shows what the server has', async () => {
    const { user } = await renderCard(FavouritesCard, MARIA);
    const oms = expectService(omsScope(), 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_CA' });
    expectService(oms, 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' }, [200, SERVICE_ERROR]);
    const [, shopPreference] = MARIA_FAVOURITES;
    expectFind(oms, 'UserPreference', [{ ...MARIA_FAVOURITES[0], userPrefValue: 'STORE_CA' }, shopPreference], { userLoginId: 'maria.garcia' });
    const store = within(getCard('Favorites')).getByRole('combobox', { name: 'Product store' });
    await user.selectOptions(store, 'STORE_CA');
    expect(await findToast('Favorite product store updated successfully.')).toBeInTheDocument();
    expect(await findToast('Failed to set favorite Shopify shop.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to set favorite product store.')).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(store).toHaveValue('STORE_CA'));
    oms.done();
  });

  it("sets the favourite shop: 'Favorite Shopify shop updated successfully.' / 'Failed to set favorite Shopify shop.'", async () => {
    const { user } = await renderCard(FavouritesCard, MARIA);
    const oms = expectService(omsScope(), 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: '' });
    expectService(oms, 'setUserPreference', { userPrefLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: 'SHOP_US' }, [200, SERVICE_ERROR]);
    expectFind(oms, 'UserPreference', [MARIA_FAVOURITES[0]], { userLoginId: 'maria.garcia' });
    const shop = within(getCard('Favorites')).getByRole('combobox', { name: 'Shopify shop' });
    await user.selectOptions(shop, '');
    expect(await findToast('Favorite Shopify shop updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(shop).toHaveValue(''));
    await waitFor(() => expect(shop).toBeUsable());
    await user.selectOptions(shop, 'SHOP_US');
    expect(await findToast('Failed to set favorite Shopify shop.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(shop).toHaveValue(''));
  });

  it('disables both selects without a login', async () => {
    await renderCard(FavouritesCard, LIAM);
    const card = getCard('Favorites');
    expect(within(card).getByRole('combobox', { name: 'Product store' })).toBeDisabled();
    expect(within(card).getByRole('combobox', { name: 'Shopify shop' })).toBeDisabled();
  });
});
