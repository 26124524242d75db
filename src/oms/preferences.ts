/**
 * A login's favourites (UserPreference FAVORITE_PRODUCT_STORE / FAVORITE_SHOPIFY_SHOP), which
 * preselect a store and a shop across the suite's apps.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, DONE, equal, settledWrite, writeKey } from './settle';

export type FavouritePreferenceType = 'FAVORITE_PRODUCT_STORE' | 'FAVORITE_SHOPIFY_SHOP';

export interface UserPreference {
  userLoginId: string;
  userPrefTypeId: string;
  userPrefValue?: string;
  userPrefGroupTypeId?: string;
}

export interface UserFavourites {
  productStoreId?: string;
  shopId?: string;
}

/** The login's favourite store and shop (viewSize 2). */
export async function findUserFavourites(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<UserFavourites> {
  const { docs } = await performFind<UserPreference>(
    client,
    {
      entityName: 'UserPreference',
      conditions: [
        { field: 'userLoginId', value: userLoginId },
        { field: 'userPrefTypeId', value: ['FAVORITE_PRODUCT_STORE', 'FAVORITE_SHOPIFY_SHOP'], op: 'in' },
      ],
      fieldList: ['userPrefTypeId', 'userPrefValue', 'userPrefGroupTypeId', 'userLoginId'],
      viewSize: 2,
    },
    signal,
  );
  const value = (type: FavouritePreferenceType) => docs.find((doc) => doc.userPrefTypeId === type)?.userPrefValue || undefined;
  return { productStoreId: value('FAVORITE_PRODUCT_STORE'), shopId: value('FAVORITE_SHOPIFY_SHOP') };
}

/** service/setUserPreference; an empty value clears the preference. */
export async function setUserPreference(
  client: OmsClient,
  request: { userLoginId: string; userPrefTypeId: FavouritePreferenceType; userPrefValue: string },
): Promise<void> {
  const json = { userPrefLoginId: request.userLoginId, userPrefTypeId: request.userPrefTypeId, userPrefValue: request.userPrefValue };
  await settledWrite(client, {
    key: writeKey('setUserPreference', json),
    send: () => client.post('service/setUserPreference', { json }),
    // Set-to-value: done when the preference holds what was sent (none counts as '').
    recognise: byFind<{ userPrefValue?: string | null }, void>(
      client,
      { entityName: 'UserPreference', conditions: equal({ userLoginId: request.userLoginId, userPrefTypeId: request.userPrefTypeId }) },
      (docs) => ((docs[0]?.userPrefValue ?? '') === request.userPrefValue ? DONE : null),
    ),
  });
}
