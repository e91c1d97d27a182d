import { DomainError } from '@shop/platform';

/** orders' expected failures: stable codes, the Vietnamese text the user sees, the HTTP status. */
export const OrdersErrors = {
  productNotFound: () => new DomainError('PRODUCT_NOT_FOUND', 'Không tìm thấy sản phẩm hoặc sản phẩm đã ngừng bán', 404),
  productUnavailable: (name: string) => new DomainError('PRODUCT_UNAVAILABLE', `Sản phẩm "${name}" đã ngừng bán`, 409),
  /** The product is on sale, but not the variant asked for (deleted since the cart was filled). */
  variantUnavailable: (name: string) => new DomainError('VARIANT_UNAVAILABLE', `Sản phẩm "${name}" không còn phân loại bạn đã chọn, vui lòng chọn lại`, 409),
  outOfStock: (name: string) => new DomainError('OUT_OF_STOCK', `Sản phẩm "${name}" đã hết hàng`, 409),
  // product §12: 'Chỉ còn N sản phẩm có sẵn'
  notEnoughStock: (available: number) => new DomainError('INSUFFICIENT_STOCK', `Chỉ còn ${available} sản phẩm có sẵn`, 409),
  tooMuchInCart: (max: number) => new DomainError('CART_QUANTITY_LIMIT', `Mỗi sản phẩm tối đa ${max} cái trong giỏ hàng`, 409),
  cartFull: (max: number) => new DomainError('CART_FULL', `Giỏ hàng tối đa ${max} sản phẩm khác nhau`, 409),
  cartItemNotFound: () => new DomainError('CART_ITEM_NOT_FOUND', 'Sản phẩm không có trong giỏ hàng', 404),
  shortage: (lines: { name: string; available: number }[]) =>
    new DomainError(
      'INSUFFICIENT_STOCK',
      lines.map((l) => (l.available > 0 ? `Sản phẩm "${l.name}" chỉ còn ${l.available} sản phẩm` : `Sản phẩm "${l.name}" đã hết hàng`)).join('; '),
      409,
    ),
  catalogUnavailable: () =>
    new DomainError('CATALOG_UNAVAILABLE', 'Hệ thống kho hàng đang tạm thời không phản hồi, đơn hàng chưa được tạo. Vui lòng thử lại sau ít phút', 503),
  // RabbitMQ is known to be down: the catalog cannot be asked at all, so the answer comes at once (decision 0407).
  serviceUnavailable: () => new DomainError('SERVICE_UNAVAILABLE', 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau', 503),
  catalogFailed: () => new DomainError('CATALOG_ERROR', 'Không thể kiểm tra tồn kho lúc này, đơn hàng chưa được tạo. Vui lòng thử lại', 503),
  staffCannotOrder: () =>
    new DomainError('STAFF_CANNOT_ORDER', 'Tài khoản quản trị không thể đặt hàng. Vui lòng đăng nhập bằng tài khoản khách hàng để mua sắm', 403),
  orderNotFound: () => new DomainError('ORDER_NOT_FOUND', 'Không tìm thấy đơn hàng', 404),
  invalidOrderDates: () => new DomainError('INVALID_PERIOD', 'Ngày đặt hàng không hợp lệ: nhập ngày dạng YYYY-MM-DD, từ ngày không sau đến ngày', 400),
  // The same key with another order's details (decision 0614): 422, as Stripe answers it.
  idempotencyKeyReused: () =>
    new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'Mã yêu cầu đặt hàng (Idempotency-Key) này đã được dùng cho một đơn hàng có nội dung khác. Vui lòng kiểm tra mục “Đơn hàng của tôi” trước khi đặt lại',
      422,
    ),
  orderInProgress: () => new DomainError('ORDER_IN_PROGRESS', 'Đơn hàng với yêu cầu này đang được xử lý, vui lòng thử lại sau giây lát', 409),
  notCancellable: () => new DomainError('ORDER_NOT_CANCELLABLE', 'Chỉ có thể hủy đơn hàng khi đang chờ xác nhận, đã xác nhận hoặc đang xử lý', 409),
  transitionRefused: (from: string, to: string) =>
    new DomainError('STATUS_TRANSITION_REFUSED', `Không thể chuyển đơn hàng từ trạng thái "${from}" sang "${to}"`, 409),
  notDelivered: () => new DomainError('ORDER_NOT_DELIVERED', 'Chỉ có thể thực hiện với đơn hàng đã giao', 409),
  productNotInOrder: () => new DomainError('PRODUCT_NOT_IN_ORDER', 'Sản phẩm không có trong đơn hàng này', 404),
  alreadyReviewed: () => new DomainError('ALREADY_REVIEWED', 'Bạn đã đánh giá sản phẩm này cho đơn hàng này', 409),
  couponNotFound: () => new DomainError('COUPON_NOT_FOUND', 'Không tìm thấy mã giảm giá', 404),
  couponCodeTaken: (code: string) => new DomainError('COUPON_CODE_TAKEN', `Mã giảm giá ${code} đã tồn tại`, 409, { code: `Mã giảm giá ${code} đã tồn tại` }),
};

/**
 * Why a line the catalog quoted as not available cannot be ordered: the variant asked for is gone
 * from a product still on sale, the product is no longer sold (hidden or deleted), or it is unknown.
 */
export function lineUnavailable(quote: { name: string; variantGone?: boolean } | undefined): DomainError {
  if (quote?.variantGone) return OrdersErrors.variantUnavailable(quote.name);
  return quote?.name ? OrdersErrors.productUnavailable(quote.name) : OrdersErrors.productNotFound();
}
