import type { Rule } from 'antd/es/form';
import { isValidEmail, isValidPhone, MESSAGES, PASSWORD_MIN_LENGTH } from '@shop/validation';
import { EMPTY_MESSAGES } from './field-checks';

// Form rules of product §12 for antd's Form (lib/field-checks.ts has the same for the light forms),
// built on the rules the services apply too (libs/contracts validation.ts), so a value the form
// accepts is one the server accepts. Forms with e-mail inputs set noValidate:
// otherwise the browser's own bubble (in the browser's language) would speak before these rules.

export const required = (message: string): Rule => ({ required: true, whitespace: true, message });

/** Checks only a non-empty value; the required rule speaks for an empty one. */
const check =
  (valid: (value: string) => boolean, message: string): Rule =>
  () => ({
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value === '' || valid(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

export const emailRules: Rule[] = [required(EMPTY_MESSAGES.email), check(isValidEmail, MESSAGES.invalidEmail)];

export const phoneRules: Rule[] = [required(EMPTY_MESSAGES.phone), check(isValidPhone, MESSAGES.invalidPhone)];

export const passwordRules = (emptyMessage: string = EMPTY_MESSAGES.password): Rule[] => [
  { required: true, message: emptyMessage },
  { min: PASSWORD_MIN_LENGTH, message: MESSAGES.shortPassword },
];

/** The confirmation must equal the field `otherField` (re-checked when that field changes via `dependencies`). */
export const matchRules = (otherField: string, mismatchMessage: string): Rule[] => [
  { required: true, message: EMPTY_MESSAGES.confirmation },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => (!value || getFieldValue(otherField) === value ? Promise.resolve() : Promise.reject(new Error(mismatchMessage))),
  }),
];

export { MESSAGES };
