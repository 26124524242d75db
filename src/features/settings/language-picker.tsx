/**
 * Language choice (default en-US), saved with setUserLocale; the app switches only after the OMS
 * accepted it.
 */
import { useState } from 'react';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { SUPPORTED_LOCALES, matchLocale } from '../../i18n';
import { useSession } from '../../session/hooks';
import { saveLocaleAtom } from './atoms';

export function LanguagePicker(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const saveLocale = useSetAtom(saveLocaleAtom);
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const current = matchLocale(session.locale);
  const currentLabel = SUPPORTED_LOCALES.find((locale) => locale.id === current)?.label ?? current;

  const save = async (locale: string) => {
    if (locale === current || saving) return;
    setSaving(true);
    try {
      await saveLocale(locale);
      await i18n.changeLanguage(locale);
      notify(i18n.t('Language updated successfully'), 'success');
    } catch {
      notify(t('Failed to update language'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Field label={t('Language')}>
      <Dropdown
        value={currentLabel}
        selectedOptions={[current]}
        // Busy, not disabled (a disabled control drops the keyboard focus); a choice while saving is not taken.
        aria-busy={saving}
        onOptionSelect={(_event, data) => {
          if (data.optionValue) void save(data.optionValue);
        }}
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <Option key={locale.id} value={locale.id} lang={locale.id}>
            {locale.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
