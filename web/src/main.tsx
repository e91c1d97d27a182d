import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { loadFirstScreenPage } from './app/routes';
import { apolloClient } from './lib/apollo/client';
import { primeFirstScreen } from './features/catalog/api/first-screen';

primeFirstScreen(apolloClient);

const container = document.getElementById('root')!;
// The gateway drew the first screen as HTML (decision 0904), which the first render replaces: it
// waits for the page's module (preloaded with the entry), so that it draws the whole page at once
// instead of the layout with a spinner where the page was. A module that never comes: after 4 s
// the app renders anyway, and the page loads as usual.
if (container.querySelector(':scope > [data-first-screen]')) {
  await Promise.race([loadFirstScreenPage(location.pathname)?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 4000))]);
}

const root = createRoot(container);
// The first render as a transition (decision 0903): React yields to the browser every few
// milliseconds while it builds the page instead of holding the main thread for the whole tree
// (total blocking time on a phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
