import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

// Field rules every service's inputs use. One decorator per field carries the whole rule, so the
// message a client sees is exactly the one the spec names (class-validator would otherwise report
// constraints in decorator order).

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

/** A text of at most `max` characters, or nothing (null/undefined are accepted by @IsOptional). */
export const OptionalText = (max = 200): PropertyDecorator =>
  ValidateBy({
    name: 'optionalText',
    validator: { validate: (v) => typeof v === 'string' && v.length <= max, defaultMessage: () => `Tối đa ${max} ký tự` },
  });
