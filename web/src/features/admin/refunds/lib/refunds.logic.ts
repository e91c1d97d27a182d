// The 'Cần hoàn tiền' screen (decision 0730): its filter in the URL, why money goes back, and the
// account form's checks. Pure functions, checked by refunds.spec.ts.

export const REFUNDS_PAGE_SIZE = 20;

export const REFUND_VIEW_OPTIONS = [
  { value: 'owed', label: 'Cần hoàn tiền' },
  { value: 'refunded', label: 'Đã hoàn tiền' },
  { value: 'all', label: 'Tất cả' },
] as const;

export type RefundViewValue = (typeof REFUND_VIEW_OPTIONS)[number]['value'];

const SOURCES: Record<string, string> = {
  cancelled_paid: 'Đơn đã thanh toán bị hủy',
  overpaid: 'Chuyển khoản thừa',
  already_paid: 'Chuyển khoản cho đơn đã thanh toán',
  closed_order: 'Chuyển khoản cho đơn đã hủy',
};

export const refundSource = (source: string): string => SOURCES[source] ?? source;

export const parseRefundView = (q: URLSearchParams): RefundViewValue => REFUND_VIEW_OPTIONS.find((o) => o.value === q.get('view'))?.value ?? 'owed';

export interface AccountDraft {
  bankBin: string;
  accountNo: string;
  accountName: string;
}

/** The form's messages, the server's rules (6–19 digits, a bank of the list, a holder's name). */
export function accountErrors(d: AccountDraft, bins: readonly string[]): Partial<Record<keyof AccountDraft, string>> {
  const errors: Partial<Record<keyof AccountDraft, string>> = {};
  if (!bins.includes(d.bankBin)) errors.bankBin = 'Vui lòng chọn ngân hàng trong danh sách';
  if (!/^[0-9]{6,19}$/.test(d.accountNo.trim())) errors.accountNo = 'Số tài khoản gồm 6 đến 19 chữ số';
  if (!d.accountName.trim()) errors.accountName = 'Vui lòng nhập tên chủ tài khoản';
  return errors;
}
