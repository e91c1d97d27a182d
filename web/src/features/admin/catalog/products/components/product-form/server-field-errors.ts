import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ProductFormValues } from '../../lib/product-form.logic';

/** Fields of the product input whose server message can sit under the field itself. */
const FORM_FIELDS = new Set<string>([
  'name',
  'shortDescription',
  'description',
  'price',
  'originalPrice',
  'category',
  'images',
  'stock',
  'brand',
] satisfies (keyof ProductFormValues)[]);

/**
 * The catalog answers a refused input with `extensions.errors` ({ field: message }); those that
 * name a field of the form are shown under it, besides the toast.
 */
export function serverFieldErrors(error: unknown): { name: keyof ProductFormValues; errors: string[] }[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const fields = error.errors[0]?.extensions?.errors;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields as Record<string, unknown>)
    .filter(([name, message]) => FORM_FIELDS.has(name) && typeof message === 'string')
    .map(([name, message]) => ({ name: name as keyof ProductFormValues, errors: [message as string] }));
}
