import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { AppProviders } from './providers';
import { routes } from './routes';

// Declarative routing: the app loads no data through the router, and leaving out the data
// router keeps ~17 KB (gzipped) off every first load.
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
