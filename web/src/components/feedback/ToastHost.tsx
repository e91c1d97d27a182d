import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastWanted } from '../../lib/toast';

const NotificationHost = lazy(() => import('./NotificationHost'));

/** Mounts the toast holder once the first toast is raised (lib/toast.ts keeps it until then). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}
