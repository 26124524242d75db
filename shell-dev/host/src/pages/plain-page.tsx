/**
 * /plain/*: mounts the Users app the way a host without React would, through users/mount into a
 * plain DOM node, and unmounts it on leaving. The app brings its own router (basename /plain).
 */
import { useEffect, useRef } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSignedIn } from '../layout';
import { RemoteError, RemoteLoading, useUsersExpose } from '../remote-view';

export const PLAIN_BASENAME = '/plain';

const useStyles = makeStyles({
  intro: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground2 },
});

export function PlainPage(): React.JSX.Element {
  const styles = useStyles();
  const { hostSession } = useSignedIn();
  const [state, retry] = useUsersExpose('mount');
  const container = useRef<HTMLDivElement>(null);
  const mount = state.status === 'ready' ? state.module.default : undefined;

  useEffect(() => {
    const parent = container.current;
    if (!mount || !parent) return;
    // A fresh node per mount: the previous root may still be unmounting (it is unmounted after this
    // commit, as React cannot unmount a root while it is committing another).
    const node = document.createElement('div');
    parent.appendChild(node);
    const unmount = mount(node, { session: hostSession, basename: PLAIN_BASENAME });
    return () => {
      setTimeout(() => {
        unmount();
        node.remove();
      }, 0);
    };
  }, [mount, hostSession]);

  return (
    <>
      <Text as="p" className={styles.intro}>
        Mounted with users/mount into a plain DOM node, as a host without React would.
      </Text>
      {state.status === 'loading' ? <RemoteLoading name="mount" /> : null}
      {state.status === 'error' ? <RemoteError name="mount" error={state.error} onRetry={retry} /> : null}
      <div ref={container} data-plain-mount="" />
    </>
  );
}
