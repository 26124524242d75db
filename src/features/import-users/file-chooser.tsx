/**
 * Choosing the file: a drop zone that is also a button (Enter or Space opens the picker), and the
 * template to start from. Only the file's text is read; nothing is sent until the run.
 */
import { useRef, useState } from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { DocumentArrowUpRegular } from '@fluentui/react-icons/svg/document-arrow-up';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  over: {
    backgroundColor: tokens.colorBrandBackground2,
    borderTopColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface FileChooserProps {
  onChoose(file: File): void;
  /** Offers the template file, when there is one. */
  onDownloadTemplate?(): void;
}

export function FileChooser({ onChoose, onDownloadTemplate }: FileChooserProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const open = () => input.current?.click();
  return (
    <>
      <div
        role="button"
        tabIndex={0}
        aria-describedby="import-file-hint"
        className={mergeClasses(styles.zone, over && styles.over)}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file) onChoose(file);
        }}
      >
        <DocumentArrowUpRegular className={styles.icon} aria-hidden />
        <Text weight="semibold">{t('Drop a CSV file here or choose one')}</Text>
        <Text id="import-file-hint" className={styles.hint}>
          {t('UTF-8, columns separated by , or ;. The first row names the columns.')}
        </Text>
      </div>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('CSV file')}
        data-testid="import-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again (after fixing it) must be read again.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      {onDownloadTemplate ? (
        <div className={styles.actions}>
          <Button icon={<ArrowDownloadRegular />} onClick={onDownloadTemplate}>
            {t('Download template')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
