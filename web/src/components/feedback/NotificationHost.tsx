import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { attachToasts, TOAST_CONFIG } from '../../lib/toast';

/** antd's toast holder, inside the providers so toasts use the shop's theme and locale. */
export default function NotificationHost() {
  const [api, holder] = notification.useNotification({ ...TOAST_CONFIG, maxCount: 8 });
  useEffect(() => {
    attachToasts(api);
    return () => attachToasts(null);
  }, [api]);
  return holder;
}
