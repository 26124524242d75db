/**
 * Fulfillment card: 'Show as picker', the STOREFULFILLMENT_ADMIN note, and 'Added to N facilities'
 * (WAREHOUSE_PICKER facilities) which opens the select facilities modal: radios for a facility
 * login, checkboxes otherwise. Facility selection is off for INTEGRATION users.
 */
import { useId, useMemo, useState } from 'react';
import { Button, Card, CardHeader, Switch, Text, Tooltip } from '@fluentui/react-components';
import { BuildingShopRegular } from '@fluentui/react-icons/svg/building-shop';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../../../lib/loadable';
import type { UserFacility } from '../../../oms/facilities';
import type { UserParty } from '../../../oms/user-details';
import { useReference } from '../../../reference/hooks';
import { useHasAction } from '../../../session/hooks';
import { pickerFacilities } from '../rules';
import { SectionView } from '../../../components/section-view';
import { AssociationSection } from '../association-section';
import type { SelectOption } from '../../../components/select-dialog';
import { useCardStyles } from '../styles';
import { useBusy, useDetailsActions, useSection } from '../use-details';
import { useFulfillmentActions } from './use-fulfillment-actions';
import { isFacilityLogin, isIntegrationUser } from '../../../party/party';

export function FulfillmentCard({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const canPick = useHasAction('APP_UPDT_PICKER_CONFG');
  const canAssign = useHasAction('APP_UPDT_FULFILLMENT_FACILITY');
  const picker = useSection('isWarehousePicker');
  const admin = useSection('isFulfillmentAdmin');
  const facilities = useSection('facilities');
  const groups = useSection('securityGroups');
  const { retry } = useDetailsActions();
  const { policy, setPicker, saveFacilities } = useFulfillmentActions(party);
  // The change policy: a super user's fulfillment to a viewer who is not one is off, with its reason
  // (a facility added to one's own user is refused when saved, with its reason).
  const pickerRefusal = policy.refusal({ kind: 'picker' });
  const facilitiesRefusal = policy.refusal({ kind: 'removeFacility' });
  const reason = pickerRefusal ?? facilitiesRefusal;
  const reasonId = useId();
  const pickerBusy = useBusy();
  const isIntegration = groups.state === 'hasData' && isIntegrationUser(groups.data);
  // The picker facilities are the association this card manages (spec 2 'Fulfillment').
  const pickerSection = useMemo<Loadable<UserFacility[]>>(
    () => (facilities.state === 'hasData' ? { state: 'hasData', data: pickerFacilities(facilities.data) } : facilities),
    [facilities],
  );

  return (
    <Card className={card.card} aria-labelledby="fulfillment-title">
      <CardHeader
        header={
          <Text as="h2" id="fulfillment-title" size={400} weight="semibold">
            {t('Fulfillment')}
          </Text>
        }
      />
      <div className={card.rows}>
        <SectionView section={picker} onRetry={() => void retry('isWarehousePicker')}>
          {(isPicker) => (
            <div className={card.row}>
              <Switch
                label={t('Show as picker')}
                checked={isPicker}
                disabled={!canPick || !policy.ready || pickerRefusal !== undefined}
                aria-describedby={pickerRefusal ? reasonId : undefined}
                disabledFocusable={pickerBusy.busy}
                aria-busy={pickerBusy.busy}
                onChange={(_event, data) => void pickerBusy.run(() => setPicker(data.checked))}
              />
            </div>
          )}
        </SectionView>
        <FulfillmentAdminNote admin={admin} onRetry={() => void retry('isFulfillmentAdmin')} />
        <AssociationSection
          section={pickerSection}
          onRetry={() => void retry('facilities')}
          keyOf={(facility) => facility.facilityId}
          addDisabled={!canAssign || isIntegration || groups.state === 'loading' || !policy.ready || facilitiesRefusal !== undefined}
          dialog={{
            title: t('Select facilities'),
            useOptions: useFacilityOptions,
            single: isFacilityLogin(party),
            search: { label: t('Search facilities'), mode: 'enter' },
            emptyText: t('No facilities found'),
            errorText: t('Failed to fetch facilities'),
          }}
          onSave={saveFacilities}
        >
          {(current, controls) => {
            // The spec's INTEGRATION rule is said where the admin meets it: the button keeps the
            // focus and tells why it does nothing (as 'Offboard…' does on the viewer's own user).
            const integrationLocked = canAssign && isIntegration;
            const facilitiesButton = (
              <Button
                appearance="subtle"
                icon={<BuildingShopRegular />}
                disabled={!canAssign || groups.state === 'loading' || !policy.ready || facilitiesRefusal !== undefined}
                // Only when refused: the INTEGRATION tooltip describes it otherwise.
                {...(facilitiesRefusal ? { 'aria-describedby': reasonId } : {})}
                disabledFocusable={controls.busy || integrationLocked}
                aria-busy={controls.busy}
                onClick={integrationLocked ? undefined : controls.openSelect}
              >
                {current.length === 1 ? t('Added to 1 facility') : t('Added to {{count}} facilities', { count: current.length })}
                <ChevronRightRegular aria-hidden />
              </Button>
            );
            return integrationLocked ? (
              <Tooltip relationship="description" content={t('Facilities cannot be assigned to a user in INTEGRATION.')}>
                {facilitiesButton}
              </Tooltip>
            ) : (
              facilitiesButton
            );
          }}
        </AssociationSection>
        {reason ? (
          <Text id={reasonId} className={card.muted}>
            {t(reason)}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * The STOREFULFILLMENT_ADMIN note. Nothing while the check first reads (the card's other rows say
 * 'Loading'); a failed check says so with Retry, as every section does, since no note would read
 * as 'not a fulfillment admin'; from then on the section's own states.
 */
function FulfillmentAdminNote({ admin, onRetry }: { admin: Loadable<boolean>; onRetry: () => void }): React.JSX.Element | null {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (admin.state === 'hasError' && !failed) setFailed(true);
  const note = (isAdmin: boolean) => (isAdmin ? <Text>{t("This user has 'STOREFULFILLMENT_ADMIN' permission, enabling access to all facilities.")}</Text> : null);
  if (failed) {
    return (
      <SectionView section={admin} onRetry={onRetry}>
        {note}
      </SectionView>
    );
  }
  return admin.state === 'hasData' ? note(admin.data) : null;
}

/** Every facility as a modal option (pages of 100, cached), read when the modal first opens. */
function useFacilityOptions(): readonly [Loadable<SelectOption[]>, () => void] {
  const [allFacilities, retry] = useReference('facilities');
  const options = useMemo<Loadable<SelectOption[]>>(
    () =>
      allFacilities.state === 'hasData'
        ? { state: 'hasData', data: allFacilities.data.map((facility) => ({ id: facility.facilityId, label: facility.facilityName || facility.facilityId, secondary: facility.facilityId })) }
        : allFacilities,
    [allFacilities],
  );
  return [options, retry];
}
