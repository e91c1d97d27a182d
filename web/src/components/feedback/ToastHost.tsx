import { Suspense, useEffect, useState } from 'react';
import { lazyRetrying } from '../../lib/retry-import.logic';
import { whenToastWanted } from '../../lib/toast';

const NotificationHost = lazyRetrying(() => import('./NotificationHost'));

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
