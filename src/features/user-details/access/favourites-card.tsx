/**
 * Favorites card: a product store select (the user's stores + None) and a shop select (the
 * favourite store's shops + None); both need a login. A favourite store the user no longer has
 * (an offboarding ended their stores) is named from the product stores reference list.
 */
import { useId } from 'react';
import { Card, CardHeader, Field, Select, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UserParty } from '../../../oms/user-details';
import { referenceData, useReference } from '../../../reference/hooks';
import { SectionView } from '../../../components/section-view';
import { useCardStyles } from '../styles';
import { useBusy, useDetailsActions, useSection } from '../use-details';
import { SHOP_PLATFORM, useFavouriteActions } from './use-favourite-actions';

export function FavouritesCard({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const favourites = useSection('favourites');
  const stores = useSection('productStores');
  const { retry } = useDetailsActions();
  const [shops] = useReference('shopConfigs');
  const { policy, setFavouriteStore, setFavouriteShop } = useFavouriteActions(party);
  // The change policy: a super user's favourites to a viewer who is not one are off, with its reason.
  const refusal = policy.refusal({ kind: 'favourites' });
  const reasonId = useId();
  const { busy, run } = useBusy();
  const noLogin = !party.userLoginId;
  const off = noLogin || !policy.ready || refusal !== undefined;
  const userStores = stores.state === 'hasData' ? stores.data : [];
  const storeOptions = [...new Map(userStores.map((store) => [store.productStoreId, store.storeName || store.productStoreId])).entries()];

  return (
    <Card className={card.card} aria-labelledby="favourites-title">
      <CardHeader
        header={
          <Text as="h2" id="favourites-title" size={400} weight="semibold">
            {t('Favorites')}
          </Text>
        }
        description={<Text>{t('Select your favorites to preselect them across all applications')}</Text>}
      />
      <SectionView section={favourites} onRetry={() => void retry('favourites')}>
        {(favourite) => {
          const storeId = favourite.productStoreId ?? '';
          const shopOptions = referenceData(shops).filter((shop) => storeId && shop.productStoreId === storeId);
          return (
            <div className={card.rows}>
              <Field label={t('Product store')}>
                <Select
                  value={storeId}
                  disabled={off}
                  aria-describedby={refusal ? reasonId : undefined}
                  aria-disabled={busy}
                  aria-busy={busy}
                  onChange={(_event, data) => {
                    if (data.value !== storeId) void run(() => setFavouriteStore(data.value));
                  }}
                >
                  {storeId && !storeOptions.some(([id]) => id === storeId) ? (
                    // Looked up only once the user's own stores are read and do not hold it (not while they load).
                    stores.state === 'hasData' ? <OtherStoreOption productStoreId={storeId} /> : <option value={storeId}>{storeId}</option>
                  ) : null}
                  {storeOptions.map(([id, name]) => (
                    <option key={id} value={id}>
                      {name}
                    </option>
                  ))}
                  <option value="">{t('None')}</option>
                </Select>
              </Field>
              <Field label={t('{{shopPlatform}} shop', { shopPlatform: SHOP_PLATFORM })}>
                <Select
                  value={favourite.shopId ?? ''}
                  disabled={off}
                  aria-describedby={refusal ? reasonId : undefined}
                  aria-disabled={busy}
                  aria-busy={busy}
                  onChange={(_event, data) => {
                    if (data.value !== (favourite.shopId ?? '')) void run(() => setFavouriteShop(data.value));
                  }}
                >
                  {favourite.shopId && !shopOptions.some((shop) => shop.shopId === favourite.shopId) ? <option value={favourite.shopId}>{favourite.shopId}</option> : null}
                  {shopOptions.map((shop) => (
                    <option key={shop.shopId} value={shop.shopId}>
                      {shop.name || shop.shopId}
                    </option>
                  ))}
                  <option value="">{t('None')}</option>
                </Select>
              </Field>
              {refusal ? (
                <Text id={reasonId} className={card.muted}>
                  {t(refusal)}
                </Text>
              ) : null}
            </div>
          );
        }}
      </SectionView>
    </Card>
  );
}

/** The favourite store when it is not among the user's stores: named from every product store (read only then). */
function OtherStoreOption({ productStoreId }: { productStoreId: string }): React.JSX.Element {
  const [allStores] = useReference('productStores');
  const name = referenceData(allStores).find((store) => store.productStoreId === productStoreId)?.storeName;
  return <option value={productStoreId}>{name || productStoreId}</option>;
}
