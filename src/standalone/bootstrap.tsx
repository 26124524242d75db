/** The standalone page: the whole app at the root of its own origin, logging in by /login hand-off. */
import { createRoot } from 'react-dom/client';
import { UsersApp } from '../expose/app';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
createRoot(element).render(<UsersApp />);
