import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { hasControlCharacters, isValidEmail, isValidPhone, MESSAGES } from '@shop/contracts';

// Field rules every service's inputs use. One decorator per field carries the whole rule, so the
// message a client sees is exactly the one the spec names (class-validator would otherwise report
// constraints in decorator order).

// decision 0422: the rule is in @shop/contracts, beside the bank webhook's body that needs it too.
export { hasControlCharacters };

export const CONTROL_CHARACTERS_MESSAGE = 'Nội dung chứa ký tự không hợp lệ';

export const Trim = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A non-blank text of at most `max` characters, without control characters. */
export const RequiredText = (message: string, max = 200): PropertyDecorator =>
  ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= max && !hasControlCharacters(v),
      defaultMessage: (args?: ValidationArguments) => textMessage(args?.value, max) ?? message,
    },
  });

/** A text of at most `max` characters without control characters, or nothing (null/undefined are accepted by @IsOptional). */
export const OptionalText = (max = 200): PropertyDecorator =>
  ValidateBy({
    name: 'optionalText',
    validator: {
      validate: (v) => typeof v === 'string' && v.length <= max && !hasControlCharacters(v),
      defaultMessage: (args?: ValidationArguments) => textMessage(args?.value, max) ?? `Tối đa ${max} ký tự`,
    },
  });

/** Refuses control characters in a value another rule checks (e-mail, phone, search words). */
export const NoControlCharacters = (): PropertyDecorator =>
  ValidateBy({
    name: 'noControlCharacters',
    validator: { validate: (v) => typeof v !== 'string' || !hasControlCharacters(v), defaultMessage: () => CONTROL_CHARACTERS_MESSAGE },
  });

/** An integer in [min, max]; anything else answers `message`. */
export const IntBetween = (min: number, max: number, message: string): PropertyDecorator =>
  ValidateBy({
    name: 'intBetween',
    validator: { validate: (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max, defaultMessage: () => message },
  });

/** The shop's e-mail rule (libs/contracts, shared with the web app's forms); control characters are refused as well. */
export const IsShopEmail = (): PropertyDecorator =>
  ValidateBy({
    name: 'isShopEmail',
    validator: { validate: (v) => isValidEmail(v) && !hasControlCharacters(v as string), defaultMessage: () => MESSAGES.invalidEmail },
  });

/** The shop's phone rule (libs/contracts): exactly 10 digits. */
export const IsShopPhone = (): PropertyDecorator =>
  ValidateBy({ name: 'isShopPhone', validator: { validate: (v) => isValidPhone(v), defaultMessage: () => MESSAGES.invalidPhone } });

/** The message of a text that is there but wrong: too long, or carrying control characters. */
function textMessage(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length > max) return `Tối đa ${max} ký tự`;
  if (hasControlCharacters(value)) return CONTROL_CHARACTERS_MESSAGE;
  return undefined;
}
