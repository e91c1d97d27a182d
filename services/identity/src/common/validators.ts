import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@shop/contracts';

export { IsShopEmail, IsShopPhone, OptionalText, RequiredText, Trim } from '@shop/platform';

// One decorator per field carrying the whole rule, so the message a client sees is exactly the
// one product §12 names (class-validator would otherwise report constraints in decorator order).

export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_TOO_LONG = `Mật khẩu không được dài quá ${PASSWORD_MAX_LENGTH} ký tự`;

/** E-mails are compared and stored lower-cased. */
export const NormalizeEmail = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** At least 6 characters (product §12); at most 128 so hashing cannot be abused with huge inputs. */
export const IsShopPassword = (): PropertyDecorator =>
  ValidateBy({
    name: 'isShopPassword',
    validator: {
      validate: (v) => typeof v === 'string' && v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH,
      defaultMessage: (args?: ValidationArguments) =>
        typeof args?.value === 'string' && args.value.length > PASSWORD_MAX_LENGTH ? PASSWORD_TOO_LONG : MESSAGES.shortPassword,
    },
  });

/** Equal to another field of the same input (confirm password). */
export const SameAs = (field: string, message: string): PropertyDecorator =>
  ValidateBy({
    name: 'sameAs',
    constraints: [field],
    validator: {
      validate: (v, args) => typeof v === 'string' && v === (args?.object as Record<string, unknown>)[field],
      defaultMessage: () => message,
    },
  });

/** A value that must be present (an empty string counts as missing). */
export const Required = (message: string): PropertyDecorator =>
  ValidateBy({ name: 'required', validator: { validate: (v) => typeof v === 'string' && v.length > 0, defaultMessage: () => message } });
