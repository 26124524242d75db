/**
 * Small components tests render beside the app: where the router is, and a way to navigate in-app
 * as a click would.
 */
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../src/lib/navigation';

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
