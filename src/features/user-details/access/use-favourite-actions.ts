/**
 * The Favourites card's writes: the favourite product store (which clears the favourite shop) and
 * the favourite shop, planned with the change policy (`policy`) and written by
 * src/setup/user-writes from the cleared plan.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { UserParty } from '../../../oms/user-details';
import { writeFavourite } from '../../../setup/user-writes';
import { useUserPolicy } from '../use-user-policy';
import { useOmsClient } from '../../../session/hooks';
import { useDetailsActions } from '../use-details';

/** The e-commerce platform whose shops are configured, named in the shop messages. */
export const SHOP_PLATFORM = 'Shopify';

export function useFavouriteActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const userLoginId = party.userLoginId ?? '';
  const { partyId } = party;
  const policy = useUserPolicy(party);
  const { plan } = policy;

  /**
   * Saves the store, then clears the shop (spec 4 'Favourites'). When the store is saved but the
   * shop cannot be cleared, both outcomes are told (the store did change) and the card re-reads.
   */
  const setFavouriteStore = useCallback(
    async (productStoreId: string) => {
      const cleared = plan({ partyId, userLoginId }, [{ kind: 'favourites' }]);
      if (!cleared) return;
      try {
        await writeFavourite(client, cleared, 'FAVORITE_PRODUCT_STORE', productStoreId);
      } catch {
        notify(t('Failed to set favorite product store.'), 'error');
        await refresh('favourites');
        return;
      }
      notify(t('Favorite product store updated successfully.'), 'success');
      try {
        await writeFavourite(client, cleared, 'FAVORITE_SHOPIFY_SHOP', '');
        patch('favourites', () => ({ productStoreId: productStoreId || undefined, shopId: undefined }));
      } catch {
        notify(t('Failed to set favorite {{shopPlatform}} shop.', { shopPlatform: SHOP_PLATFORM }), 'error');
        await refresh('favourites');
      }
    },
    [client, partyId, userLoginId, plan, patch, refresh, notify, t],
  );

  const setFavouriteShop = useCallback(
    async (shopId: string) => {
      const cleared = plan({ partyId, userLoginId }, [{ kind: 'favourites' }]);
      if (!cleared) return;
      try {
        await writeFavourite(client, cleared, 'FAVORITE_SHOPIFY_SHOP', shopId);
        patch('favourites', (favourites) => ({ ...favourites, shopId: shopId || undefined }));
        notify(t('Favorite {{shopPlatform}} shop updated successfully.', { shopPlatform: SHOP_PLATFORM }), 'success');
      } catch {
        notify(t('Failed to set favorite {{shopPlatform}} shop.', { shopPlatform: SHOP_PLATFORM }), 'error');
        await refresh('favourites');
      }
    },
    [client, partyId, userLoginId, plan, patch, refresh, notify, t],
  );

  return { policy, setFavouriteStore, setFavouriteShop };
}
