// Money display (product §1, §14). The formats themselves (formatVnd '189.000 ₫', formatCount
// '1.234') are written once in libs/contracts for the web app, the mails and the services.
export { formatCount, formatVnd } from '../../lib/shop-rules.js';

/** product §14: round((originalPrice − price) / originalPrice × 100); 0 without a higher original price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
