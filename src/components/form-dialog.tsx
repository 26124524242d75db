/**
 * A modal dialog around a <form>: title, fields, Cancel and a submit button that takes no click
 * while the submit runs — aria-disabled, not disabled: a browser drops a disabled button's focus to
 * <body>, outside the dialog, where Escape and Tab no longer reach it after a failed save. Escape and Cancel close it. A closing dialog takes no submit: Fluent keeps its
 * surface on the page while it leaves, and the second click of a double click on Save can land
 * there after a fast write closed it (CI saw two renames from one double click). Focus goes back to
 * whatever opened it when it closes (`useReturnFocus`).
 */
import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './use-return-focus';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  submitIcon?: React.JSX.Element;
  /** The close button's text: 'Cancel' unless given (e.g. 'Close' once a run has written). */
  closeLabel?: string;
  /** While true, neither the close button nor Escape closes the dialog (a run is under way in it). */
  closeDisabled?: boolean;
  /** Extra actions beside Cancel and submit (e.g. 'Reset password email'). */
  extraActions?: React.ReactNode;
  /**
   * For a dialog whose submit leads to a step of its own (review, then save): the second click of a
   * double click is not a submit, and a click beside the dialog does not close it (the step may
   * have made it smaller), so nothing chosen is lost and no step is skipped.
   */
  steps?: boolean;
  children: React.ReactNode;
}

export function FormDialog({ open, title, onClose, onSubmit, busy = false, submitLabel, submitDisabled = false, submitIcon, closeLabel, closeDisabled = false, extraActions, steps = false, children }: FormDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const surface = useReturnFocus(open);
  // Start in the first field, else on the first button (Fluent does too where there is layout;
  // without it, e.g. jsdom, it finds nothing and its focus trap stays inactive).
  useEffect(() => {
    if (!open) return;
    const field = form.current?.querySelector<HTMLElement>('input, select, textarea') ?? form.current?.querySelector<HTMLElement>('button');
    field?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        if (!data.open && !closeDisabled && !(steps && data.type === 'backdropClick')) onClose();
      }}
    >
      <DialogSurface ref={surface}>
        <form
          ref={form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (open && !busy && !submitDisabled) onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
            </DialogContent>
            <DialogActions fluid={Boolean(extraActions)}>
              {extraActions}
              <Button type="button" disabled={closeDisabled} onClick={onClose}>
                {closeLabel ?? t('Cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                icon={submitIcon}
                disabled={!open || submitDisabled}
                disabledFocusable={busy}
                aria-busy={busy}
                onClick={(event) => {
                  if (steps && event.detail > 1) event.preventDefault();
                }}
              >
                {submitLabel ?? t('Save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
