// Rate product: 1-5 whole stars and a comment, once per product of a delivered order.

export const MAX_COMMENT_LENGTH = 1000;

export function ratingError(rating: number | null | undefined, comment: string | null | undefined): string | null {
  if (!rating || !Number.isInteger(rating) || rating < 1 || rating > 5) return 'Vui lòng chọn số sao (1-5)';
  if ((comment ?? '').trim().length > MAX_COMMENT_LENGTH) return `Nhận xét tối đa ${MAX_COMMENT_LENGTH} ký tự`;
  return null;
}
