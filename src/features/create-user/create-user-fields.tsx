/**
 * The create-user form's fields: a person's, or a facility login's (with the facility picker read
 * from the reference facilities). Controlled: the page owns the form.
 */
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { referenceData, useReference } from '../../reference/hooks';
import { chooseFacility } from '../../setup/create-user-form';
import type { CreateUserForm } from '../../setup/create-user-form';

const useStyles = makeStyles({
  retry: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalXS },
});

export interface FieldsProps {
  form: CreateUserForm;
  onChange: (form: CreateUserForm) => void;
}

type TextKey = 'firstName' | 'lastName' | 'groupName' | 'externalId' | 'emailAddress' | 'contactNumber';

function TextField({ form, onChange, field, label, required, type }: FieldsProps & { field: TextKey; label: string; required?: boolean; type?: 'email' | 'tel' }) {
  return (
    <Field label={label} required={required}>
      <Input type={type} value={form[field]} onChange={(_event, data) => onChange({ ...form, [field]: data.value })} />
    </Field>
  );
}

export function PersonFields(props: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <TextField {...props} field="firstName" label={t('First name')} required />
      <TextField {...props} field="lastName" label={t('Last name')} required />
      <TextField {...props} field="externalId" label={t('Employee ID')} />
      <TextField {...props} field="emailAddress" label={t('Email')} type="email" />
      <TextField {...props} field="contactNumber" label={t('Phone number')} type="tel" />
    </>
  );
}

function FacilityPicker({ form, onChange }: FieldsProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [loaded, retry] = useReference('facilities');
  const facilities = referenceData(loaded);
  const selected = facilities.find((facility) => facility.facilityId === form.facilityId);
  const failed = loaded.state === 'hasError';
  return (
    <Field label={t('Select facility')} required validationState={failed ? 'error' : 'none'} validationMessage={failed ? t('Failed to fetch facilities') : undefined}>
      <Dropdown
        value={selected ? selected.facilityName || selected.facilityId : ''}
        selectedOptions={form.facilityId ? [form.facilityId] : []}
        placeholder={loaded.state === 'loading' ? t('Loading') : undefined}
        onOptionSelect={(_event, data) => {
          const facility = facilities.find((item) => item.facilityId === data.optionValue);
          if (facility) onChange(chooseFacility(form, facility));
        }}
      >
        {facilities.map((facility) => (
          <Option key={facility.facilityId} value={facility.facilityId}>
            {facility.facilityName || facility.facilityId}
          </Option>
        ))}
      </Dropdown>
      {failed ? (
        <Button size="small" className={styles.retry} onClick={retry}>
          {t('Retry')}
        </Button>
      ) : null}
    </Field>
  );
}

export function FacilityLoginFields(props: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <FacilityPicker {...props} />
      <TextField {...props} field="groupName" label={t('Name')} required />
      <TextField {...props} field="emailAddress" label={t('Reset password email')} type="email" />
      <TextField {...props} field="contactNumber" label={t('Facility contact number')} type="tel" />
    </>
  );
}
