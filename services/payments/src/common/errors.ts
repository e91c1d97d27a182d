import { DomainError } from '@shop/platform';

// Expected failures of the payments service, with the message the shopper or staff member sees.
export const orderNotFound = (): DomainError => new DomainError('ORDER_NOT_FOUND', 'Không tìm thấy đơn hàng', 404);
export const alreadyPaid = (): DomainError => new DomainError('ALREADY_PAID', 'Đơn hàng đã được thanh toán', 409);
export const paymentClosed = (): DomainError => new DomainError('PAYMENT_CLOSED', 'Đơn hàng đã bị hủy, không thể thanh toán', 409);
export const notQrPayment = (): DomainError => new DomainError('NOT_QR_PAYMENT', 'Đơn hàng không thanh toán bằng mã QR', 400);
export const transactionUsed = (): DomainError => new DomainError('TRANSACTION_ALREADY_USED', 'Mã giao dịch đã được dùng cho đơn hàng khác', 409);
export const qrCreationFailed = (): DomainError => new DomainError('QR_CREATION_FAILED', 'Không thể tạo mã QR thanh toán', 500);
