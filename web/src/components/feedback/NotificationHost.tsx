import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { attachToasts, TOAST_CONFIG } from '../../lib/toast';
import { AntdScope } from '../antd/AntdScope';

/** antd's toast holder, in the shop's theme and locale. */
export default function NotificationHost() {
  return (
    <AntdScope>
      <Holder />
    </AntdScope>
  );
}

function Holder() {
  const [api, holder] = notification.useNotification({ ...TOAST_CONFIG, maxCount: 8 });
  useEffect(() => {
    attachToasts(api);
    return () => attachToasts(null);
  }, [api]);
  return holder;
}
