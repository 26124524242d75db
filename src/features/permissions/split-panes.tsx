/**
 * The Permissions tab's two panes: a list (security groups, apps) and the chosen item's detail.
 * From the spec's large breakpoint up they sit side by side; below it one shows at a time — the
 * list, or the chosen item with a Back control that returns to the list.
 *
 * When a choice made here takes the focused control away (the list gives way to the detail on a
 * narrow screen, Back, a link into the other view), the focus moves to the new pane's heading, or
 * its first control. A choice that leaves the focused control in place (the wide list) keeps it
 * there, and a URL opened from outside never moves it (route-focus owns that).
 */
import { useEffect, useRef } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LARGE_QUERY } from '../../lib/breakpoints';
import { useMediaQuery } from '../../lib/use-media-query';

/** Router state of a navigation that asks the new pane to take the focus when the old one lost it. */
export const PANE_FOCUS_STATE = { paneFocus: true } as const;

const useStyles = makeStyles({
  split: { display: 'grid', gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  single: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalS, minWidth: 0 },
  pane: { minWidth: 0 },
  back: { alignSelf: 'flex-start' },
  heading: { outlineStyle: 'none' },
});

export interface SplitPanesProps {
  list: React.ReactNode;
  /** The chosen item's detail; null when nothing is chosen. */
  detail: React.ReactNode | null;
  /** Beside the list on a wide screen when nothing is chosen. */
  placeholder: React.ReactNode;
  /** Back to the list (narrow screens): clears the choice. */
  onBack: () => void;
}

export function SplitPanes({ list, detail, placeholder, onBack }: SplitPanesProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const wide = useMediaQuery(LARGE_QUERY);
  const ref = useRef<HTMLDivElement>(null);
  usePaneFocus(ref, detail !== null);

  if (wide) {
    return (
      <div ref={ref} className={styles.split}>
        <div className={styles.pane}>{list}</div>
        <div className={styles.pane} data-pane="detail">
          {detail ?? placeholder}
        </div>
      </div>
    );
  }
  return (
    <div ref={ref} className={styles.single}>
      {detail === null ? (
        list
      ) : (
        <>
          <Button className={styles.back} appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
            {t('Back')}
          </Button>
          <div className={styles.pane} data-pane="detail">
            {detail}
          </div>
        </>
      )}
    </div>
  );
}

/** A pane's heading (h2): where the focus lands when a choice takes it to this pane. */
export function PaneHeading({ id, children }: { id?: string; children: React.ReactNode }): React.JSX.Element {
  const styles = useStyles();
  return (
    <Text as="h2" id={id} size={500} weight="semibold" tabIndex={-1} className={styles.heading} data-pane-focus="">
      {children}
    </Text>
  );
}

/** Whether the focus went with a control that is no longer in the page. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * After a navigation carrying PANE_FOCUS_STATE (and on mounting with one: a link from the other
 * view), focuses the detail's heading, or the list's first control, if the focus was lost.
 */
function usePaneFocus(ref: React.RefObject<HTMLDivElement | null>, hasDetail: boolean): void {
  const location = useLocation();
  const asked = (location.state as Partial<typeof PANE_FOCUS_STATE> | null)?.paneFocus === true;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || handled.current === location.key) return;
    handled.current = location.key;
    const root = ref.current;
    if (!root || !focusLost()) return;
    const detail = root.querySelector<HTMLElement>('[data-pane="detail"]');
    const target = hasDetail && detail ? (detail.querySelector<HTMLElement>('[data-pane-focus]') ?? detail) : root.querySelector<HTMLElement>('input, button');
    target?.focus();
  }, [asked, location.key, hasDetail, ref]);
}
