/**
 * The shared body of the select modals (security groups, product stores, facilities): an optional
 * search, checkboxes (or radios for a single choice), an empty text, and Save with the selection.
 */
import { useMemo, useState } from 'react';
import { Button, Checkbox, Radio, RadioGroup, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../lib/loadable';
import { FormDialog } from './form-dialog';

export interface SelectOption {
  id: string;
  label: string;
  /** Shown under the label (the id, when the label is a name). */
  secondary?: string;
}

export interface SelectDialogProps {
  open: boolean;
  title: string;
  options: Loadable<SelectOption[]>;
  initialSelection: readonly string[];
  /** Radios instead of checkboxes. */
  single?: boolean;
  /** 'live' filters as the user types; 'enter' when Enter is pressed. Omit for no search. */
  search?: { label: string; mode: 'live' | 'enter' };
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  onClose: () => void;
  /**
   * Saves the selection; the dialog then closes, unless it answers 'keepOpen' (nothing was saved:
   * the selection stays, to be saved again or cancelled).
   */
  onSave: (selection: Set<string>) => Promise<SelectSaveOutcome | void>;
}

export type SelectSaveOutcome = 'close' | 'keepOpen';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '50vh',
    overflowY: 'auto',
    gap: tokens.spacingVerticalXXS,
  },
  state: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalM },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function matches(option: SelectOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || option.id.toLowerCase().includes(needle) || option.label.toLowerCase().includes(needle);
}

/** Give it a new key on each opening: the selection starts from `initialSelection`. */
export function SelectDialog(props: SelectDialogProps): React.JSX.Element {
  const { open, title, options, initialSelection, single = false, search, emptyText, errorText, onRetry, onClose, onSave } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const [selection, setSelection] = useState(() => new Set(initialSelection));
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState('');
  const [busy, setBusy] = useState(false);
  const query = search?.mode === 'enter' ? applied : typed;

  const shown = useMemo(() => (options.state === 'hasData' ? options.data.filter((option) => matches(option, query)) : []), [options, query]);

  const toggle = (id: string, checked: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const label = (option: SelectOption) => (
    <>
      {option.label}
      {option.secondary ? <span className={styles.secondary}>{option.secondary}</span> : null}
    </>
  );

  let body: React.ReactNode;
  if (options.state === 'loading') {
    body = (
      <div className={styles.state} role="status">
        <Spinner size="tiny" label={t('Loading')} />
      </div>
    );
  } else if (options.state === 'hasError') {
    body = (
      <div className={styles.state} role="alert">
        <Text>{errorText}</Text>
        <Button size="small" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <Text role="status" className={styles.state}>
        {emptyText}
      </Text>
    );
  } else if (single) {
    body = (
      <RadioGroup className={styles.list} aria-label={title} value={[...selection][0] ?? ''} onChange={(_e, data) => setSelection(new Set([data.value]))}>
        {shown.map((option) => (
          <Radio key={option.id} value={option.id} label={label(option)} />
        ))}
      </RadioGroup>
    );
  } else {
    body = (
      <div className={styles.list} role="group" aria-label={title}>
        {shown.map((option) => (
          <Checkbox key={option.id} checked={selection.has(option.id)} onChange={(_e, data) => toggle(option.id, data.checked === true)} label={label(option)} />
        ))}
      </div>
    );
  }

  const submit = async () => {
    setBusy(true);
    const outcome = await onSave(selection);
    if (outcome === 'keepOpen') {
      setBusy(false);
      return;
    }
    // It closes busy, so a late second click does not save again.
    onClose();
  };

  return (
    <FormDialog open={open} title={title} onClose={onClose} onSubmit={() => void submit()} busy={busy} submitDisabled={options.state !== 'hasData'}>
      {search ? (
        <SearchBox
          dismiss={{ 'aria-label': t('Clear') }}
          aria-label={search.label}
          placeholder={search.label}
          value={typed}
          onChange={(_e, data) => {
            setTyped(data.value);
            if (!data.value) setApplied('');
          }}
          onKeyDown={(event) => {
            // Enter runs the search; it never submits the dialog's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              setApplied(typed);
            }
          }}
        />
      ) : null}
      {body}
    </FormDialog>
  );
}
