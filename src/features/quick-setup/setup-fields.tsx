/**
 * The quick-setup form's fields: template, login (username, password with show/hide and live
 * validation, email, 'Require password reset on login'), Employee ID, product stores and
 * facilities. Which ones show follows the template (setup-form.ts `formSections`).
 */
import { useState } from 'react';
import { Button, Checkbox, Dropdown, Field, Input, Option, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { EyeOffRegular } from '@fluentui/react-icons/svg/eye-off';
import { useTranslation } from 'react-i18next';
import { SelectDialog } from '../../components/select-dialog';
import { useDialog } from '../../components/use-dialog';
import { isValidPassword } from '../../lib/validation';
import { useReference } from '../../reference/hooks';
import { PASSWORD_HINT, formSections } from '../../setup/setup-form';
import type { SetupForm } from '../../setup/setup-form';
import { USER_TEMPLATES } from '../../setup/templates';
import type { TemplateId, UserTemplate } from '../../setup/templates';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  secondary: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface SetupFieldsProps {
  form: SetupForm;
  template: UserTemplate;
  facilityLogin: boolean;
  disabled: boolean;
  onChange: (update: Partial<SetupForm>) => void;
  onTemplateChange: (templateId: TemplateId) => void;
}

export function SetupFields({ form, template, facilityLogin, disabled, onChange, onTemplateChange }: SetupFieldsProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const sections = formSections(template, facilityLogin);
  const [showPassword, setShowPassword] = useState(false);
  const passwordState = form.password === '' ? 'none' : isValidPassword(form.password) ? 'success' : 'error';

  return (
    <div className={styles.fields}>
      {sections.templateSelect ? (
        <Field label={t('Select template')}>
          <Dropdown
            value={t(template.templateName)}
            selectedOptions={[template.templateId]}
            disabled={disabled}
            onOptionSelect={(_event, data) => data.optionValue && onTemplateChange(data.optionValue as TemplateId)}
          >
            {USER_TEMPLATES.map((option) => (
              <Option key={option.templateId} value={option.templateId}>
                {t(option.templateName)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {sections.login ? (
        <>
          <Field label={t('Username')} required>
            <Input value={form.userLoginId} disabled={disabled} onChange={(_event, data) => onChange({ userLoginId: data.value })} />
          </Field>
          <Field label={t('Password')} required hint={t(PASSWORD_HINT)} validationState={passwordState} validationMessage={passwordState === 'error' ? t('Password requirements not fulfilled.') : undefined}>
            <Input
              type={showPassword ? 'text' : 'password'}
              value={form.password}
              disabled={disabled}
              autoComplete="new-password"
              onChange={(_event, data) => onChange({ password: data.value })}
              contentAfter={
                <Button
                  appearance="transparent"
                  size="small"
                  icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
                  aria-label={showPassword ? t('Hide password') : t('Show password')}
                  onClick={() => setShowPassword((shown) => !shown)}
                />
              }
            />
          </Field>
        </>
      ) : null}
      {sections.login ? (
        <Field label={facilityLogin ? t('Reset password email') : t('Email')} required={sections.emailRequired}>
          <Input type="email" value={form.emailAddress} disabled={disabled} onChange={(_event, data) => onChange({ emailAddress: data.value })} />
        </Field>
      ) : null}
      {sections.login ? (
        <Switch
          label={t('Require password reset on login')}
          checked={form.requirePasswordChange}
          disabled={disabled || sections.passwordChangeDisabled}
          onChange={(_event, data) => onChange({ requirePasswordChange: data.checked })}
        />
      ) : null}
      {sections.employeeId ? (
        <Field label={t('Employee ID')}>
          <Input value={form.externalId} disabled={disabled} onChange={(_event, data) => onChange({ externalId: data.value })} />
        </Field>
      ) : null}
      {sections.productStores ? <StoresField selected={form.productStoreIds} disabled={disabled} onChange={(productStoreIds) => onChange({ productStoreIds })} /> : null}
      {sections.facilities ? (
        <FacilitiesField selected={form.facilityIds} facilityLogin={facilityLogin} disabled={disabled} onChange={(facilityIds) => onChange({ facilityIds })} />
      ) : null}
    </div>
  );
}

function StoresField({ selected, disabled, onChange }: { selected: string[]; disabled: boolean; onChange: (ids: string[]) => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [stores, retry] = useReference('productStores');
  const picker = useDialog();
  const options =
    stores.state === 'hasData'
      ? { state: 'hasData' as const, data: stores.data.map((store) => ({ id: store.productStoreId, label: store.storeName || store.productStoreId, secondary: store.productStoreId })) }
      : stores;
  return (
    <div className={styles.row}>
      <Text weight="semibold">{t('Product stores')}</Text>
      <Button disabled={disabled} onClick={picker.show}>
        {t('{{storeCount}} selected', { storeCount: selected.length })}
      </Button>
      {picker.mounted ? (
        <SelectDialog
          key={picker.key}
          open={picker.open}
          title={t('Select product stores')}
          options={options}
          initialSelection={selected}
          emptyText={t('No product stores found')}
          errorText={t('Something went wrong.')}
          onRetry={retry}
          onClose={picker.hide}
          onSave={async (selection) => onChange([...selection])}
        />
      ) : null}
    </div>
  );
}

interface FacilitiesFieldProps {
  selected: string[];
  facilityLogin: boolean;
  disabled: boolean;
  onChange: (ids: string[]) => void;
}

function FacilitiesField({ selected, facilityLogin, disabled, onChange }: FacilitiesFieldProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [facilities, retry] = useReference('facilities');
  const picker = useDialog();
  // Facilities taken off the list stay shown (unchecked) until the form is reset, so they can be put back.
  // A facility login has one facility, picked in a single-choice picker: only that one is listed.
  const [shown, setShown] = useState<string[]>(selected);
  const listed = facilityLogin ? selected : [...shown, ...selected.filter((id) => !shown.includes(id))];
  const names = new Map((facilities.state === 'hasData' ? facilities.data : []).map((facility) => [facility.facilityId, facility.facilityName]));
  const options =
    facilities.state === 'hasData'
      ? { state: 'hasData' as const, data: facilities.data.map((facility) => ({ id: facility.facilityId, label: facility.facilityName || facility.facilityId, secondary: facility.facilityId })) }
      : facilities;

  return (
    <div>
      <div className={styles.row}>
        <Text weight="semibold">{t('Select Facilities')}</Text>
        <Button icon={<AddRegular />} disabled={disabled} onClick={picker.show}>
          {t('Add')}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t('Select Facilities')}>
        {listed.map((facilityId) => {
          const label = names.get(facilityId) || facilityId;
          return (
            <li key={facilityId}>
              {facilityLogin ? (
                <Text>
                  {label} <span className={styles.secondary}>{facilityId}</span>
                </Text>
              ) : (
                <Checkbox
                  label={`${label} (${facilityId})`}
                  checked={selected.includes(facilityId)}
                  disabled={disabled}
                  onChange={(_event, data) => onChange(data.checked ? [...selected, facilityId] : selected.filter((id) => id !== facilityId))}
                />
              )}
            </li>
          );
        })}
      </ul>
      {picker.mounted ? (
        <SelectDialog
          key={picker.key}
          open={picker.open}
          title={t('Select facilities')}
          options={options}
          initialSelection={selected}
          single={facilityLogin}
          search={{ label: t('Search facilities'), mode: 'enter' }}
          emptyText={t('No facilities found')}
          errorText={t('Failed to fetch facilities')}
          onRetry={retry}
          onClose={picker.hide}
          onSave={async (selection) => {
            const ids = [...selection];
            setShown((current) => [...current, ...ids.filter((id) => !current.includes(id))]);
            onChange(ids);
          }}
        />
      ) : null}
    </div>
  );
}
