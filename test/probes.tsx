/**
 * Small components tests render beside the app: where the router is, and a way to navigate in-app
 * as a click would.
 */
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../src/lib/navigation';
import { authStatusAtom } from '../src/session/atoms';

export function LocationProbe(): React.JSX.Element {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function NavigateButton({ to, label = `go ${to}` }: { to: string; label?: string }): React.JSX.Element {
  const navigate = useAppNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {label}
    </button>
  );
}

/** A probe of the auth status each render of the root's content saw, first render first. */
export function statusProbe(): { seen: string[]; Probe: () => null } {
  const seen: string[] = [];
  function Probe(): null {
    seen.push(useAtomValue(authStatusAtom));
    return null;
  }
  return { seen, Probe };
}
