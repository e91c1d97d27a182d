import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ReactNode } from 'react';
import { can, type Permission } from '@shop/validation';

interface AdminArea {
  path: string;
  /** What the role must hold to use the screens under `path` (decision 0430). */
  permission: Permission;
}

/**
 * The admin sidebar, in the order docs/product.md §2 lists the screens; each screen is one line
 * here plus its route. A role sees only the entries its permissions allow (decision 0430).
 */
export const ADMIN_NAV: (AdminArea & { label: string; icon: ReactNode })[] = [
  { path: '/admin', label: 'Tổng quan', icon: <DashboardOutlined aria-hidden="true" />, permission: 'dashboard' },
  { path: '/admin/products', label: 'Sản phẩm', icon: <ShoppingOutlined aria-hidden="true" />, permission: 'catalog' },
  { path: '/admin/inventory', label: 'Tồn kho', icon: <DatabaseOutlined aria-hidden="true" />, permission: 'catalog' },
  { path: '/admin/orders', label: 'Đơn hàng', icon: <ShoppingCartOutlined aria-hidden="true" />, permission: 'orders' },
  // Orders taken by phone, Zalo or Facebook (decision 0660).
  { path: '/admin/orders/new', label: 'Tạo đơn cho khách', icon: <PhoneOutlined aria-hidden="true" />, permission: 'orders' },
  { path: '/admin/categories', label: 'Danh mục', icon: <AppstoreOutlined aria-hidden="true" />, permission: 'catalog' },
  { path: '/admin/coupons', label: 'Mã giảm giá', icon: <TagOutlined aria-hidden="true" />, permission: 'coupons' },
  { path: '/admin/customers', label: 'Khách hàng', icon: <TeamOutlined aria-hidden="true" />, permission: 'customers' },
];

/** Screens reached from another one rather than the sidebar, which need more than their parent entry. */
const INNER_AREAS: AdminArea[] = [
  { path: '/admin/orders/transfers', permission: 'payments' },
  { path: '/admin/orders/refunds', permission: 'payments' },
];

/** The area a path belongs to: the longest matching prefix, so /admin/customers is not "Tổng quan". */
const areaOf = (pathname: string, areas: readonly AdminArea[]): AdminArea | undefined =>
  areas.filter((n) => pathname === n.path || pathname.startsWith(`${n.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];

/** The sidebar entry a path belongs to. */
export const activeNavPath = (pathname: string): string => areaOf(pathname, ADMIN_NAV)?.path ?? '/admin';

/** The sidebar entries this role may use. */
export const navFor = (role: string | undefined) => ADMIN_NAV.filter((n) => can(role, n.permission));

/** Whether this role may open the admin screen at `pathname`. */
export const mayOpen = (role: string | undefined, pathname: string): boolean =>
  can(role, areaOf(pathname, [...ADMIN_NAV, ...INNER_AREAS])?.permission ?? 'dashboard');
