/**
 * The one confirmation dialog for destructive or consequential actions. `useConfirm()` gives a
 * promise-returning `confirm(options)` and the dialog element to render once:
 *
 *   const [confirm, confirmDialog] = useConfirm();
 *   if (await confirm({ message: t('…'), confirmLabel: t('Yes'), cancelLabel: t('No') })) …
 *
 * Escape, the cancel button and closing the dialog all answer false. Focus starts on the cancel
 * button (the safe choice) and returns to where it was when the dialog opened (`useReturnFocus`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmOptions {
  /** The dialog's heading; without one the message labels the dialog. */
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Styles the confirm button as the primary action. Default true. */
  primary?: boolean;
}

export interface ConfirmDialogProps extends Partial<ConfirmOptions> {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const useStyles = makeStyles({
  message: { whiteSpace: 'pre-line', color: tokens.colorNeutralForeground1 },
});

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, primary = true, onConfirm, onCancel }: ConfirmDialogProps): React.JSX.Element {
  const styles = useStyles();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const surface = useReturnFocus(open);
  // Start on the safe choice. Focusing it explicitly also activates the dialog's focus trap where
  // Fluent finds nothing focusable to start on (no layout, e.g. jsdom).
  useEffect(() => {
    if (open) cancelButton.current?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface ref={surface} aria-label={title ? undefined : message}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
          onKeyDown={(event) => {
            // Alert dialogs keep Escape for the app: answer "no" like the cancel button.
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        >
          <DialogBody>
            {title ? <DialogTitle>{title}</DialogTitle> : null}
            <DialogContent className={styles.message}>{message}</DialogContent>
            <DialogActions>
              <Button ref={cancelButton} type="button" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button type="submit" appearance={primary ? 'primary' : 'secondary'}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

interface ConfirmState {
  open: boolean;
  /** Kept after closing: the dialog keeps its text while it animates out. */
  options?: ConfirmOptions;
  resolve?: (answer: boolean) => void;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export function useConfirm(): [Confirm, React.JSX.Element] {
  const [state, setState] = useState<ConfirmState>({ open: false });

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setState({ open: true, options, resolve });
      }),
    [],
  );

  const answer = (value: boolean) => {
    if (!state.open) return;
    setState({ open: false, options: state.options });
    state.resolve?.(value);
  };

  const element = <ConfirmDialog open={state.open} {...state.options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />;
  return [confirm, element];
}
