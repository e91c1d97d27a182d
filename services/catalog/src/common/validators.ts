import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

// One decorator per field carrying the whole rule, so the message a client sees is exactly the
// one spec §5 names.

export const Trim = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A non-blank text of at most `max` characters. */
export const RequiredText = (message: string, max = 200): PropertyDecorator =>
  ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= max,
      defaultMessage: (args?: ValidationArguments) => (typeof args?.value === 'string' && args.value.length > max ? `Tối đa ${max} ký tự` : message),
    },
  });

/** A text of at most `max` characters (null/undefined accepted together with @IsOptional). */
export const OptionalText = (max = 200): PropertyDecorator =>
  ValidateBy({
    name: 'optionalText',
    validator: { validate: (v) => typeof v === 'string' && v.length <= max, defaultMessage: () => `Tối đa ${max} ký tự` },
  });

/** An integer in [min, max]; anything else answers `message`. */
export const IntBetween = (min: number, max: number, message: string): PropertyDecorator =>
  ValidateBy({
    name: 'intBetween',
    validator: { validate: (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max, defaultMessage: () => message },
  });

/** A list of at most `max` short texts. */
export const TextList = (max = 50): PropertyDecorator =>
  ValidateBy({
    name: 'textList',
    validator: {
      validate: (v) => Array.isArray(v) && v.length <= max && v.every((x) => typeof x === 'string' && x.length <= 100),
      defaultMessage: () => `Tối đa ${max} giá trị, mỗi giá trị tối đa 100 ký tự`,
    },
  });
