import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { apolloClient } from './lib/apollo/client';
import { primeFirstScreen } from './lib/apollo/first-screen';

primeFirstScreen(apolloClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
