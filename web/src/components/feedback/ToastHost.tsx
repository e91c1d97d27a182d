import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { attachToasts, TOAST_CONFIG } from '../../lib/toast';

/** Mounts the toast holder inside the providers, so toasts use the shop's theme and locale. */
export function ToastHost() {
  const [api, holder] = notification.useNotification({ ...TOAST_CONFIG, maxCount: 4 });
  useEffect(() => {
    attachToasts(api);
    return () => attachToasts(null);
  }, [api]);
  return holder;
}
