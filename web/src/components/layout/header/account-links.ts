import type { SessionUser } from '../../../lib/auth';
import { isStaffRole } from '../../../lib/auth';

/** The signed-in user's menu (product §2): profile, own orders, the admin area for staff. */
export function accountLinks(user: SessionUser): { to: string; label: string }[] {
  return [
    { to: '/profile', label: 'Tài khoản' },
    { to: '/my-orders', label: 'Đơn hàng của tôi' },
    ...(isStaffRole(user.role) ? [{ to: '/admin', label: 'Quản trị' }] : []),
  ];
}
