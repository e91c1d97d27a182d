import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ReactNode } from 'react';

/**
 * The admin sidebar (spec §2 "Admin layout"). Only screens that exist are listed; each later one
 * (orders, coupons) is one more line here, in the spec's order, plus its route.
 */
export const ADMIN_NAV: { path: string; label: string; icon: ReactNode }[] = [
  { path: '/admin', label: 'Tổng quan', icon: <DashboardOutlined aria-hidden="true" /> },
  { path: '/admin/products', label: 'Sản phẩm', icon: <ShoppingOutlined aria-hidden="true" /> },
  { path: '/admin/inventory', label: 'Tồn kho', icon: <DatabaseOutlined aria-hidden="true" /> },
  { path: '/admin/orders', label: 'Đơn hàng', icon: <ShoppingCartOutlined aria-hidden="true" /> },
  { path: '/admin/categories', label: 'Danh mục', icon: <AppstoreOutlined aria-hidden="true" /> },
  { path: '/admin/coupons', label: 'Mã giảm giá', icon: <TagOutlined aria-hidden="true" /> },
  { path: '/admin/customers', label: 'Khách hàng', icon: <TeamOutlined aria-hidden="true" /> },
];

/** The entry a path belongs to: the longest matching prefix, so /admin/customers is not "Tổng quan". */
export function activeNavPath(pathname: string): string {
  const matches = ADMIN_NAV.filter((n) => pathname === n.path || pathname.startsWith(`${n.path}/`));
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '/admin';
}
