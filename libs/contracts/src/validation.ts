// Rules shared by the web app and the services (product §12). This file has no imports so the web
// app can use it directly.

export const PHONE_PATTERN = /^\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 6;

export const MESSAGES = {
  invalidPhone: 'Số điện thoại không hợp lệ',
  invalidEmail: 'Email không hợp lệ',
  shortPassword: 'Mật khẩu phải có ít nhất 6 ký tự',
  passwordMismatch: 'Mật khẩu không khớp',
  resetPasswordMismatch: 'Mật khẩu xác nhận không khớp',
} as const;

export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function isValidPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH;
}

export type Role = 'customer' | 'admin' | 'seller';
export const ROLES: readonly Role[] = ['customer', 'admin', 'seller'];
export const STAFF_ROLES: readonly Role[] = ['admin', 'seller'];
export const isStaff = (role: string | undefined | null): boolean => role === 'admin' || role === 'seller';

/**
 * What each staff role may do in the back office (decision 0430). The services' guards
 * (`@Permitted` in libs/auth) and the back office's menu, pages and buttons read this one table;
 * a customer holds none of these.
 */
export const PERMISSIONS = {
  /** the dashboard's figures, revenue included */
  dashboard: ['admin', 'seller'],
  /** products, their images and reviews, stock, categories */
  catalog: ['admin', 'seller'],
  /** the orders list and detail, status changes, tracking code */
  orders: ['admin', 'seller'],
  /** confirming a payment, the bank transfers to check (attach, mark handled) */
  payments: ['admin'],
  coupons: ['admin'],
  /** the customer list, other people's addresses, the newsletter subscribers' export */
  customers: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: string | undefined | null, permission: Permission): boolean => (PERMISSIONS[permission] as readonly string[]).includes(role ?? '');

/**
 * C0 control characters other than tab, line feed and carriage return, DEL and the C1 controls.
 * PostgreSQL refuses U+0000 in text outright (a 500 if it gets that far), and none of the others
 * belongs in a name, an address or a product text (decision 0422).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);
