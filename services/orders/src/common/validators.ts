import { ValidateBy } from 'class-validator';

export { IntBetween, IsShopEmail, IsShopPhone, OptionalText, RequiredText, Trim } from '@shop/platform';

/** A value from a fixed list; anything else answers `message`. */
export const OneOf = (values: readonly string[], message: string): PropertyDecorator =>
  ValidateBy({ name: 'oneOf', validator: { validate: (v) => typeof v === 'string' && values.includes(v), defaultMessage: () => message } });
