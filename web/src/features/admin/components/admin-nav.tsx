import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ReactNode } from 'react';

/**
 * The admin sidebar (spec §2 "Admin layout"). Only screens that exist are listed; each later one
 * (products, inventory, orders, categories, coupons) is one more line here plus its route.
 */
export const ADMIN_NAV: { path: string; label: string; icon: ReactNode }[] = [
  { path: '/admin', label: 'Tổng quan', icon: <DashboardOutlined /> },
  { path: '/admin/customers', label: 'Khách hàng', icon: <TeamOutlined /> },
];

/** The entry a path belongs to: the longest matching prefix, so /admin/customers is not "Tổng quan". */
export function activeNavPath(pathname: string): string {
  const matches = ADMIN_NAV.filter((n) => pathname === n.path || pathname.startsWith(`${n.path}/`));
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '/admin';
}
