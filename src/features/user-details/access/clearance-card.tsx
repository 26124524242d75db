/**
 * Permissions > Clearance card: the login's security groups and the party's product stores.
 */
import { Card, CardHeader, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UserParty } from '../../../oms/user-details';
import { ProductStoresSection } from './product-stores-section';
import { SecurityGroupsSection } from './security-groups-section';
import { useCardStyles } from '../styles';

export function ClearanceCard({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  return (
    <Card className={card.card} aria-labelledby="clearance-title">
      <CardHeader
        header={
          <Text as="h2" id="clearance-title" size={400} weight="semibold">
            {t('Clearance')}
          </Text>
        }
      />
      <SecurityGroupsSection party={party} />
      <ProductStoresSection party={party} />
    </Card>
  );
}
