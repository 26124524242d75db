/**
 * The preview: every row with what is wrong with it (first after the line number, so it is on
 * screen however wide the file) and its cells, virtualised against the page's scroll like the
 * Users list (5,000 rows render a screenful); wide files scroll sideways. A cell with a problem is
 * marked, described by its own problem (aria-describedby, and a tooltip) and can be fixed in
 * place: activate it, type, Enter keeps the value and Escape drops it. Passwords are never shown.
 */
import { memo, useId, useMemo, useState } from 'react';
import { Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useKeepFocusWhenRemoved } from '../../components/keep-focus';
import { useWindowRows } from '../../lib/use-window-rows';
import type { CheckedRow, ImportColumn, RowProblem } from './types';

/** Fixed, so rows scrolled in cost no measuring: the problems wrap to three lines at most. */
const ROW_HEIGHT = 56;

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
    height: `${ROW_HEIGHT}px`,
    paddingInline: tokens.spacingHorizontalS,
    // A row's layout and paint stay inside it: rows scrolled in do not lay out the page again.
    contain: 'layout paint style',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    boxSizing: 'border-box',
  },
  header: {
    height: 'auto',
    minHeight: '40px',
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  problems: {
    color: tokens.colorPaletteRedForeground1,
    whiteSpace: 'normal',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    // Screen readers read the whole text; the eye gets three lines (the fix shows the rest).
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  ok: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase200 },
  // A plain button: thousands of rows pass by while scrolling, Fluent's Button costs more per row.
  fix: {
    display: 'block',
    maxWidth: '100%',
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
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

function EditableCell({ value, label, secret, reason, onSave }: { value: string; label: string; secret: boolean; reason: string; onSave(value: string): void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  // The editor goes on Enter or Escape: the focus to what replaces it (the cell's Fix, or the next problem's once fixed).
  const keepFocus = useKeepFocusWhenRemoved();
  // The cell's own problem, for a screen reader (a hidden text it is described by) and the eye (a tooltip).
  const reasonId = useId();
  const reasonText = (
    <span id={reasonId} hidden>
      {reason}
    </span>
  );
  if (!editing) {
    return (
      <button
        type="button"
        className={mergeClasses(styles.fix, styles.bad, styles.cell)}
        aria-label={t('Fix {{field}}: {{value}}', { field: label, value: secret ? '' : value })}
        aria-describedby={reasonId}
        title={reason}
        onClick={() => {
          setDraft(secret ? '' : value);
          setEditing(true);
        }}
      >
        {secret ? (value ? '••••••' : t('(empty)')) : value || t('(empty)')}
        {reasonText}
      </button>
    );
  }
  return (
    <>
      {reasonText}
      <Input
        ref={keepFocus}
        size="small"
        autoFocus
        type={secret ? 'password' : 'text'}
        aria-label={label}
        aria-describedby={reasonId}
        aria-invalid
        value={draft}
        onChange={(_event, data) => setDraft(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // No keypress after it: the focus is handed to the next problem's Fix, which the Enter would otherwise press too.
            event.preventDefault();
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
    </>
  );
}

interface PreviewRowProps {
  checked: CheckedRow;
  rowIndex: number;
  shown: readonly ImportColumn[];
  rowCells: readonly string[];
  onEdit(line: number, columnIndex: number, value: string): void;
}

/** One row; memoised, so scrolling renders only the rows that come into view. */
const PreviewRow = memo(function PreviewRow({ checked, rowIndex, shown, rowCells, onEdit }: PreviewRowProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { line } = checked.row;
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.row} data-line={line}>
      <div role="cell">{line}</div>
      <div role="cell" className={checked.problems.length > 0 ? styles.problems : styles.ok}>
        {checked.problems.length > 0 ? checked.problems.map(problemText).join(' ') : checked.existing ? t('Already on the OMS: only its missing steps run') : t('Ready')}
      </div>
      {shown.map((column) => {
        const value = rowCells[column.index] ?? '';
        const secret = column.field === 'password';
        const reasons = checked.problems.filter((problem) => problem.field === column.field);
        const bad = reasons.length > 0;
        return (
          <div role="cell" key={column.index} className={styles.cell} aria-invalid={bad || undefined}>
            {bad ? (
              <EditableCell value={value} label={column.header} secret={secret} reason={reasons.map(problemText).join(' ')} onSave={(next) => onEdit(line, column.index, next)} />
            ) : secret ? (
              value ? '••••••' : ''
            ) : (
              value
            )}
          </div>
        );
      })}
    </div>
  );
});

export function PreviewTable({ columns, rows, cells, onEdit }: PreviewTableProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  // The same array across renders, so the memoised rows stay as they are.
  const shown = useMemo(() => columns.filter((column) => column.field), [columns]);
  // The problems first after the line: on screen at 1366 px however many columns the file has.
  const template = `56px minmax(240px, 2fr) repeat(${shown.length}, minmax(110px, 1fr))`;
  const { body, items, offset, totalSize } = useWindowRows(rows.length, ROW_HEIGHT, { getItemKey: (index) => rows[index]?.row.line ?? index });
  return (
    <div className={styles.scroller}>
      <div
        role="table"
        aria-label={t('Rows of the file')}
        aria-rowcount={rows.length + 1}
        style={{ minWidth: `${56 + shown.length * 110 + 240}px`, ['--import-columns' as string]: template }}
      >
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)}>
            <div role="columnheader">{t('Line')}</div>
            <div role="columnheader">{t('Problems')}</div>
            {shown.map((column) => (
              <div role="columnheader" key={column.index} className={styles.cell}>
                {column.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" ref={body} className={styles.body} style={{ height: totalSize }}>
          <div role="presentation" style={{ transform: `translateY(${offset}px)` }}>
            {items.map((item) => {
              const checked = rows[item.index];
              return checked ? <PreviewRow key={item.key} checked={checked} rowIndex={item.index + 2} shown={shown} rowCells={cells(checked.row.line)} onEdit={onEdit} /> : null;
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
