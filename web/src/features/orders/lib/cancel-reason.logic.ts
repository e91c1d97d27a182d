// The cancel-order form (product §12 "Cancel form", §6.3 cancel notice).

export const OTHER_REASON = 'other';

export const CANCEL_REASONS = [
  { value: 'changed-mind', label: 'Tôi đổi ý, không muốn mua nữa' },
  { value: 'better-product', label: 'Tôi tìm được sản phẩm phù hợp hơn' },
  { value: 'price', label: 'Giá chưa phù hợp' },
  { value: 'inaccurate-info', label: 'Thông tin sản phẩm không chính xác' },
  { value: 'payment', label: 'Gặp vấn đề khi thanh toán' },
  { value: 'address', label: 'Tôi muốn thay đổi địa chỉ giao hàng' },
  { value: OTHER_REASON, label: 'Lý do khác' },
] as const;

/** product §6.3: the order is cancelled at once; a refund takes 3-5 working days; re-order any time. */
export const CANCEL_NOTICE =
  'Đơn hàng sẽ được hủy ngay lập tức. Nếu bạn đã thanh toán, tiền sẽ được hoàn lại trong vòng 3-5 ngày làm việc. Bạn có thể đặt hàng lại bất cứ lúc nào.';

export const MAX_REASON_LENGTH = 500;

/** What is sent as the reason: the chosen reason's text, or the typed text for Other; null when incomplete. */
export function cancelReasonText(choice: string | null | undefined, otherText: string | null | undefined): string | null {
  if (!choice) return null;
  if (choice === OTHER_REASON) {
    const typed = (otherText ?? '').trim();
    return typed ? typed.slice(0, MAX_REASON_LENGTH) : null;
  }
  return CANCEL_REASONS.find((r) => r.value === choice)?.label ?? null;
}

/** product §12: confirm is disabled while the request runs or while nothing is chosen or typed. */
export const canConfirmCancel = (choice: string | null | undefined, otherText: string | null | undefined, sending: boolean): boolean =>
  !sending && cancelReasonText(choice, otherText) !== null;
