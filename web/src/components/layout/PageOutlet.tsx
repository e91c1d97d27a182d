import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { PageSpinner } from '../feedback/PageSpinner';

/**
 * Where a layout renders its page: a new page starts at the top (going back keeps the browser's
 * own scroll position), a page still loading shows a spinner, and a page that crashes shows the
 * error page while the header and menus around it keep working.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
