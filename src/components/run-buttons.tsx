/**
 * Pause / Resume and Cancel of a run of many items (components/use-pool-run.ts), the same on every
 * screen that runs one. They appear where the button that started the run was: the second click of
 * a double click on that button lands on them, so a click that is the second of a double click
 * does nothing here (a run is not paused or cancelled by the click that started it). When the run
 * ends and they go, a focus on them moves to the next control (keep-focus.ts).
 */
import { Button } from '@fluentui/react-components';
import { PauseRegular } from '@fluentui/react-icons/svg/pause';
import { PlayRegular } from '@fluentui/react-icons/svg/play';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { useKeepFocusWhenRemoved } from './keep-focus';
import type { PoolPhase } from './use-pool-run';

export interface RunButtonsProps {
  phase: PoolPhase;
  onPause(): void;
  onResume(): void;
  onCancel(): void;
  /** While a cancel is under way (the items in flight finish their step): aria-disabled, so a focused button keeps the focus. */
  disabled?: boolean;
}

/** A click handler that ignores the second (third…) click of a double click. */
const singleClick = (action: () => void) => (event: React.MouseEvent) => {
  if (event.detail <= 1) action();
};

export function RunButtons({ phase, onPause, onResume, onCancel, disabled = false }: RunButtonsProps): React.JSX.Element | null {
  const { t } = useTranslation();
  const keepFocus = useKeepFocusWhenRemoved();
  const keepCancelFocus = useKeepFocusWhenRemoved();
  if (phase !== 'running' && phase !== 'paused') return null;
  return (
    <>
      {phase === 'paused' ? (
        <Button ref={keepFocus} icon={<PlayRegular />} disabledFocusable={disabled} onClick={singleClick(onResume)}>
          {t('Resume')}
        </Button>
      ) : (
        <Button ref={keepFocus} icon={<PauseRegular />} disabledFocusable={disabled} onClick={singleClick(onPause)}>
          {t('Pause')}
        </Button>
      )}
      <Button ref={keepCancelFocus} icon={<DismissRegular />} disabledFocusable={disabled} onClick={singleClick(onCancel)}>
        {t('Cancel')}
      </Button>
    </>
  );
}
