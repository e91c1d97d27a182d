import { ValidateBy } from 'class-validator';

export { OptionalText, RequiredText, Trim } from '@shop/platform';

// One decorator per field carrying the whole rule, so the message a client sees is exactly the
// one spec §5 names.

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
