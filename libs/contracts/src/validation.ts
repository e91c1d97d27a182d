// Rules shared by the web app and the services (spec §5). This file has no imports so the web
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
