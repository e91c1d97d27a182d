/**
 * An expected failure: a stable code, the Vietnamese message the user sees, the HTTP status the
 * REST facade answers with, and optional per-field messages (CONVENTIONS.md "Thin edges").
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'Không tìm thấy', code = 'NOT_FOUND'): DomainError => new DomainError(code, message, 404);
export const unauthenticated = (message = 'Vui lòng đăng nhập'): DomainError => new DomainError('UNAUTHENTICATED', message, 401);
export const forbidden = (message = 'Bạn không có quyền thực hiện thao tác này'): DomainError => new DomainError('FORBIDDEN', message, 403);
export const validationFailed = (fields: Record<string, string>): DomainError =>
  new DomainError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Dữ liệu không hợp lệ', 400, fields);

// What a caller is told when a part of the shop it needs cannot answer right now (decisions 0402, 0106).
export const UNAVAILABLE_MESSAGE = 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau';
export const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const serviceUnavailable = (): DomainError => new DomainError(UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE, 503);
