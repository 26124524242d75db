/**
 * Time zone choice: a searchable combobox over the OMS's time zones, saved with setUserTimeZone.
 * The shown value only changes once the OMS accepted it.
 */
import { useMemo, useState } from 'react';
import { Combobox, Field, Option, Spinner } from '@fluentui/react-components';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/states';
import { useNotify } from '../../components/toaster';
import { useReference } from '../../reference/hooks';
import { useSession } from '../../session/hooks';
import { saveTimeZoneAtom } from './atoms';

const MAX_OPTIONS = 60;

export function TimeZonePicker(): React.JSX.Element {
  const { t } = useTranslation();
  const [zones, retry] = useReference('timeZones');
  const saveTimeZone = useSetAtom(saveTimeZoneAtom);
  const session = useSession();
  const notify = useNotify();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const list = useMemo(() => (zones.state === 'hasData' ? zones.data : []), [zones]);
  const current = list.find((zone) => zone.id === session.timeZone);
  const currentLabel = current ? current.label : session.timeZone;
  const matches = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    const found = needle ? list.filter((zone) => zone.label.toLowerCase().includes(needle) || zone.id.toLowerCase().includes(needle)) : list;
    return found.slice(0, MAX_OPTIONS);
  }, [list, query]);

  if (zones.state === 'hasError') {
    return <ErrorState message={t('Something went wrong.')} onRetry={retry} />;
  }

  const save = async (tzId: string) => {
    // While one saves, another choice is not taken (the box stays enabled so it keeps the keyboard focus).
    if (tzId === session.timeZone || saving) return;
    setSaving(true);
    try {
      await saveTimeZone(tzId);
      notify(t('Time zone updated successfully'), 'success');
    } catch {
      notify(t('Failed to update time zone'), 'error');
    } finally {
      setSaving(false);
      setQuery(undefined);
    }
  };

  return (
    <Field
      label={t('Time zone')}
      hint={t('The timezone you select is used to ensure automations you schedule are always accurate to the time you select.')}
    >
      <Combobox
        aria-busy={zones.state === 'loading' || saving}
        disabled={zones.state === 'loading'}
        placeholder={t('Search time zones')}
        value={query ?? currentLabel}
        selectedOptions={[session.timeZone]}
        // Named in the page's language (Fluent's own name is the English 'Open').
        expandIcon={{ 'aria-label': t('Show time zones'), ...(zones.state === 'loading' || saving ? { children: <Spinner size="extra-tiny" /> } : {}) }}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_event, data) => {
          if (!data.open) setQuery(undefined);
        }}
        onOptionSelect={(_event, data) => {
          if (data.optionValue) void save(data.optionValue);
        }}
      >
        {matches.map((zone) => (
          <Option key={zone.id} value={zone.id} text={zone.label}>
            {zone.label}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
