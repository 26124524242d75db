/**
 * The preview: every row with its cells and what is wrong with it, virtualised against the page's
 * scroll like the Users list (5,000 rows render a screenful); wide files scroll sideways. A cell with a problem is marked and can be fixed in
 * place: activate it, type, Enter keeps the value and Escape drops it. Passwords are never shown.
 */
import { useRef, useState } from 'react';
import { Button, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useDocumentTop } from '../../lib/use-element-geometry';
import type { CheckedRow, ImportColumn, RowProblem } from './types';

const ROW_HEIGHT = 44;

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: {
    display: 'grid',
    // Set once on the table: every row shares the file's columns.
    gridTemplateColumns: 'var(--import-columns)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    minHeight: `${ROW_HEIGHT}px`,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    boxSizing: 'border-box',
  },
  header: {
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  problems: { color: tokens.colorPaletteRedForeground1, whiteSpace: 'normal', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  ok: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase200 },
  fix: { minWidth: 0, maxWidth: '100%', justifyContent: 'flex-start', paddingInline: tokens.spacingHorizontalXS },
  body: { position: 'relative' },
});

export interface PreviewTableProps {
  columns: readonly ImportColumn[];
  rows: readonly CheckedRow[];
  /** The cells of a file line, as the file has them now. */
  cells(line: number): readonly string[];
  onEdit(line: number, columnIndex: number, value: string): void;
}

/** A problem's text in the screen's language. */
export function useProblemText(): (problem: RowProblem) => string {
  const { t } = useTranslation();
  return (problem) => t(problem.message, problem.params ?? {});
}

function EditableCell({ value, label, secret, onSave }: { value: string; label: string; secret: boolean; onSave(value: string): void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  if (!editing) {
    return (
      <Button
        appearance="transparent"
        size="small"
        className={mergeClasses(styles.fix, styles.bad)}
        aria-label={t('Fix {{field}}: {{value}}', { field: label, value: secret ? '' : value })}
        onClick={() => {
          setDraft(secret ? '' : value);
          setEditing(true);
        }}
      >
        <span className={styles.cell}>{secret ? (value ? '••••••' : t('(empty)')) : value || t('(empty)')}</span>
      </Button>
    );
  }
  return (
    <Input
      size="small"
      autoFocus
      type={secret ? 'password' : 'text'}
      aria-label={label}
      value={draft}
      onChange={(_event, data) => setDraft(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          setEditing(false);
          onSave(draft);
        } else if (event.key === 'Escape') {
          event.stopPropagation();
          setEditing(false);
        }
      }}
      onBlur={() => {
        setEditing(false);
        if (draft !== (secret ? '' : value) || !secret) onSave(draft);
      }}
    />
  );
}

export function PreviewTable({ columns, rows, cells, onEdit }: PreviewTableProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const problemText = useProblemText();
  const body = useRef<HTMLDivElement>(null);
  const documentTop = useDocumentTop(body);
  const scrollMargin = documentTop ?? 0;
  const shown = columns.filter((column) => column.field);
  const template = `56px repeat(${shown.length}, minmax(110px, 1fr)) minmax(240px, 2fr)`;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    initialOffset: () => window.scrollY,
    getItemKey: (index) => rows[index]?.row.line ?? index,
  });
  // Nothing is mounted before the body's place on the page is known.
  const items = documentTop === null ? [] : virtualizer.getVirtualItems();
  const offset = (items[0]?.start ?? scrollMargin) - scrollMargin;
  return (
    <div className={styles.scroller}>
      <div
        role="table"
        aria-label={t('Rows of the file')}
        aria-rowcount={rows.length + 1}
        style={{ minWidth: `${56 + shown.length * 110 + 240}px`, ['--import-columns' as string]: template }}
      >
        <div role="rowgroup" className={styles.header}>
          <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)}>
            <div role="columnheader">{t('Line')}</div>
            {shown.map((column) => (
              <div role="columnheader" key={column.index} className={styles.cell}>
                {column.header}
              </div>
            ))}
            <div role="columnheader">{t('Problems')}</div>
          </div>
        </div>
        <div role="rowgroup" ref={body} className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          <div role="presentation" style={{ transform: `translateY(${offset}px)` }}>
            {items.map((item) => {
              const checked = rows[item.index];
              if (!checked) return null;
              const { line } = checked.row;
              const rowCells = cells(line);
              return (
                <div role="row" key={item.key} aria-rowindex={item.index + 2} className={styles.row} data-line={line}>
                  <div role="cell">{line}</div>
                  {shown.map((column) => {
                    const value = rowCells[column.index] ?? '';
                    const secret = column.field === 'password';
                    const bad = checked.problems.some((problem) => problem.field === column.field);
                    return (
                      <div role="cell" key={column.index} className={styles.cell} aria-invalid={bad || undefined}>
                        {bad ? (
                          <EditableCell value={value} label={column.header} secret={secret} onSave={(next) => onEdit(line, column.index, next)} />
                        ) : secret ? (
                          value ? '••••••' : ''
                        ) : (
                          value
                        )}
                      </div>
                    );
                  })}
                  <div role="cell" className={checked.problems.length > 0 ? styles.problems : styles.ok}>
                    {checked.problems.length > 0
                      ? checked.problems.map(problemText).join(' ')
                      : checked.existing
                        ? t('Already on the OMS: only its missing steps run')
                        : t('Ready')}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
