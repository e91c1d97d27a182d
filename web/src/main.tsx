import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { apolloClient } from './lib/apollo/client';
import { primeFirstScreen } from './lib/apollo/first-screen';

primeFirstScreen(apolloClient);

const root = createRoot(document.getElementById('root')!);
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
