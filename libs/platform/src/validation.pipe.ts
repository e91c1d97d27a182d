import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationFailed } from './errors';

function collect(errors: ValidationError[], prefix: string, out: Record<string, string>): void {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const first = e.constraints ? Object.values(e.constraints)[0] : undefined;
    if (first && !(field in out)) out[field] = first;
    if (e.children?.length) collect(e.children, field, out);
  }
}

/** One global pipe: unknown fields stripped, values transformed, failures as VALIDATION_FAILED. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields: Record<string, string> = {};
      collect(errors, '', fields);
      return validationFailed(fields);
    },
  });
}
