/**
 * 'Export' and the progress dialog it opens ("x of y users" with a progress bar and Cancel). The
 * dialog, like the export's code, loads on the first export; it then stays mounted, closed between
 * exports, so it opens and closes with Fluent's animations.
 */
import { Suspense, lazy, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useTranslation } from 'react-i18next';
import type { UserListFilter } from '../../oms/users';
import { useUserExport } from './use-user-export';

const ExportProgressDialog = lazy(() =>
  import(/* webpackChunkName: "users-export" */ './export-progress-dialog').then((module) => ({ default: module.ExportProgressDialog })),
);

/**
 * 'Export' (every user the filter matches), or 'Export selected' when given the selected users'
 * `partyIds`, or every user the filter matches `except` the ones left out.
 */
export function ExportUsers({
  filter,
  disabled,
  partyIds,
  except,
  label = 'Export',
}: {
  filter: UserListFilter;
  disabled?: boolean;
  partyIds?: readonly string[];
  except?: ReadonlySet<string>;
  label?: string;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { progress, start, cancel } = useUserExport();
  const [dialogMounted, setDialogMounted] = useState(false);

  return (
    <>
      <Button
        icon={<ArrowDownloadRegular />}
        disabled={disabled}
        // While its export runs the button keeps the focus (aria-disabled): a disabled one would drop
        // it to <body> in a browser, and the progress dialog would have no opener to give it back to.
        disabledFocusable={!disabled && progress !== null}
        onClick={() => {
          setDialogMounted(true);
          void start(filter, partyIds, except);
        }}
      >
        {t(label)}
      </Button>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <ExportProgressDialog progress={progress} onCancel={cancel} />
        </Suspense>
      ) : null}
    </>
  );
}
