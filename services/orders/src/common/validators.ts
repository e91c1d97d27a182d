import { ValidateBy } from 'class-validator';
import { MESSAGES, isValidEmail, isValidPhone } from '@shop/contracts';
import { hasControlCharacters } from '@shop/platform';

export { OptionalText, RequiredText, Trim } from '@shop/platform';

/** An integer in [min, max]; anything else answers `message`. */
export const IntBetween = (min: number, max: number, message: string): PropertyDecorator =>
  ValidateBy({
    name: 'intBetween',
    validator: { validate: (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max, defaultMessage: () => message },
  });

/** A value from a fixed list; anything else answers `message`. */
export const OneOf = (values: readonly string[], message: string): PropertyDecorator =>
  ValidateBy({ name: 'oneOf', validator: { validate: (v) => typeof v === 'string' && values.includes(v), defaultMessage: () => message } });

/** product §12 e-mail rule, control characters refused as well. */
export const IsShopEmail = (): PropertyDecorator =>
  ValidateBy({
    name: 'isShopEmail',
    validator: { validate: (v) => isValidEmail(v) && !hasControlCharacters(v as string), defaultMessage: () => MESSAGES.invalidEmail },
  });

/** product §12: exactly 10 digits, 'Số điện thoại không hợp lệ'. */
export const IsShopPhone = (): PropertyDecorator =>
  ValidateBy({ name: 'isShopPhone', validator: { validate: (v) => isValidPhone(v), defaultMessage: () => MESSAGES.invalidPhone } });
