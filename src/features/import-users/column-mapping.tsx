/**
 * 'Columns': what each column of the file was matched to, changeable, and the template for rows
 * that name none. A column matched to nothing is shown as ignored.
 */
import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { USER_TEMPLATES } from '../../setup/templates';
import type { TemplateId } from '../../setup/templates';
import { FIELD_LABELS } from './fields';
import type { ImportColumn, ImportField } from './types';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  ignored: { color: tokens.colorNeutralForeground3 },
  template: { maxWidth: '320px' },
});

export interface ColumnMappingProps {
  columns: readonly ImportColumn[];
  defaultTemplateId: TemplateId;
  disabled?: boolean;
  onMap(index: number, field: ImportField | undefined): void;
  onTemplate(templateId: TemplateId): void;
}

export function ColumnMapping({ columns, defaultTemplateId, disabled, onMap, onTemplate }: ColumnMappingProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const ignored = columns.filter((column) => !column.field);
  return (
    <>
      <Field className={styles.template} label={t('Template for rows without one')}>
        <Select value={defaultTemplateId} disabled={disabled} onChange={(_event, data) => onTemplate(data.value as TemplateId)}>
          {USER_TEMPLATES.map((template) => (
            <option key={template.templateId} value={template.templateId}>
              {t(template.templateName)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.grid}>
        {columns.map((column) => (
          <Field key={column.index} label={t('Column "{{header}}"', { header: column.header || t('(no name)') })}>
            <Select value={column.field ?? ''} disabled={disabled} onChange={(_event, data) => onMap(column.index, (data.value || undefined) as ImportField | undefined)}>
              <option value="">{t('Ignored')}</option>
              {(Object.keys(FIELD_LABELS) as ImportField[]).map((field) => (
                <option key={field} value={field}>
                  {t(FIELD_LABELS[field])}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      {ignored.length > 0 ? (
        <Text className={styles.ignored}>
          {t('Ignored columns: {{columns}}', { columns: ignored.map((column) => column.header || t('(no name)')).join(', ') })}
        </Text>
      ) : null}
    </>
  );
}
