/**
 * A Fluent link to another screen of the app: a real anchor (its URL can be opened in a new tab or
 * copied), navigating inside the app on a plain click.
 */
import { Link } from '@fluentui/react-components';
import { useAppNavigate, useAppPath } from '../lib/navigation';

export function AppLink({ to, children }: { to: string; children: React.ReactNode }): React.JSX.Element {
  const toPath = useAppPath();
  const navigate = useAppNavigate();
  return (
    <Link
      href={toPath(to)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
