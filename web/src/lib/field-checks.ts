import { isValidEmail, isValidPhone, MESSAGES, PASSWORD_MIN_LENGTH } from '@shop/validation';

// Product §12's field rules for the light forms (components/form), which load no antd (decision 0902).
// The same rules, messages and order as lib/form-rules.ts, which antd's Form uses.

/** The message of the first rule a value breaks, or null. `values` are the form's other fields. */
export type FieldCheck = (value: unknown, values: Record<string, unknown>) => string | null;

/** The texts both kinds of form show for an empty field. */
export const EMPTY_MESSAGES = {
  email: 'Vui lòng nhập email',
  phone: 'Vui lòng nhập số điện thoại',
  password: 'Vui lòng nhập mật khẩu',
  confirmation: 'Vui lòng xác nhận mật khẩu',
} as const;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Required; with `whitespace`, a value of spaces only counts as empty (antd's `whitespace: true`). */
export const requiredCheck =
  (message: string, { whitespace = true } = {}): FieldCheck =>
  (value) =>
    isEmpty(value) || (whitespace && typeof value === 'string' && value.trim() === '') ? message : null;

/** Checks only a non-empty value; the required check speaks for an empty one. */
const validCheck =
  (valid: (value: string) => boolean, message: string): FieldCheck =>
  (value) =>
    typeof value !== 'string' || value === '' || valid(value.trim()) ? null : message;

export const emailChecks: FieldCheck[] = [requiredCheck(EMPTY_MESSAGES.email), validCheck(isValidEmail, MESSAGES.invalidEmail)];

export const phoneChecks: FieldCheck[] = [requiredCheck(EMPTY_MESSAGES.phone), validCheck(isValidPhone, MESSAGES.invalidPhone)];

export const passwordChecks = (emptyMessage: string = EMPTY_MESSAGES.password): FieldCheck[] => [
  requiredCheck(emptyMessage, { whitespace: false }),
  (value) => (typeof value === 'string' && value !== '' && value.length < PASSWORD_MIN_LENGTH ? MESSAGES.shortPassword : null),
];

/** The confirmation must equal the field `otherField`. */
export const matchChecks = (otherField: string, mismatchMessage: string): FieldCheck[] => [
  requiredCheck(EMPTY_MESSAGES.confirmation, { whitespace: false }),
  (value, values) => (!value || values[otherField] === value ? null : mismatchMessage),
];

/** The first message of `checks` for `value`, or null. */
export const firstError = (checks: FieldCheck[] | undefined, value: unknown, values: Record<string, unknown>): string | null => {
  for (const check of checks ?? []) {
    const message = check(value, values);
    if (message) return message;
  }
  return null;
};

export { MESSAGES };
