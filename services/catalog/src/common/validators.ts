import { ValidateBy } from 'class-validator';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@shop/platform';

export { IntBetween, OptionalText, RequiredText, Trim } from '@shop/platform';

// One decorator per field carrying the whole rule, so the message a client sees is exactly the
// one product §12 names.

/** A list (of nested inputs, checked by their own rules) of at most `max` entries; null or anything else answers `message`. */
export const ListOf = (max: number, message: string, tooMany: string): PropertyDecorator =>
  ValidateBy({
    name: 'listOf',
    validator: {
      validate: (v) => Array.isArray(v) && v.length <= max,
      defaultMessage: (args) => (Array.isArray(args?.value) ? tooMany : message),
    },
  });

/** A list of at most `max` short texts, without control characters. */
export const TextList = (max = 50): PropertyDecorator =>
  ValidateBy({
    name: 'textList',
    validator: {
      validate: (v) => Array.isArray(v) && v.length <= max && v.every((x) => typeof x === 'string' && x.length <= 100 && !hasControlCharacters(x)),
      defaultMessage: (args) =>
        Array.isArray(args?.value) && args.value.some((x) => typeof x === 'string' && hasControlCharacters(x))
          ? CONTROL_CHARACTERS_MESSAGE
          : `Tối đa ${max} giá trị, mỗi giá trị tối đa 100 ký tự`,
    },
  });
