// The staff transfer screen: its filter in the URL and the labels of the outcomes
// payments records (decision 0701, 0720). Pure functions, checked by transfers.spec.ts.

export const TRANSFERS_PAGE_SIZE = 20;

export const TRANSFER_VIEW_OPTIONS = [
  { value: 'to_check', label: 'Cần kiểm tra' },
  { value: 'handled', label: 'Đã xử lý' },
  { value: 'attached', label: 'Đã ghép đơn' },
  { value: 'all', label: 'Tất cả' },
] as const;

export type TransferViewValue = (typeof TRANSFER_VIEW_OPTIONS)[number]['value'];

const OUTCOMES: Record<string, { label: string; color: string }> = {
  partial: { label: 'Thiếu tiền', color: 'orange' },
  ambiguous: { label: 'Ghi nhiều đơn hàng', color: 'volcano' },
  unmatched: { label: 'Không khớp đơn hàng', color: 'red' },
  overpaid: { label: 'Chuyển thừa, cần hoàn tiền', color: 'gold' },
  already_paid: { label: 'Đơn đã thanh toán trước đó', color: 'purple' },
  refund_due: { label: 'Đơn đã hủy, cần hoàn tiền', color: 'magenta' },
  paid: { label: 'Đã thanh toán đơn', color: 'green' },
  outgoing: { label: 'Tiền ra', color: 'default' },
};

export const transferOutcome = (outcome: string | null | undefined): { label: string; color: string } =>
  (outcome && OUTCOMES[outcome]) || { label: 'Đang xử lý', color: 'default' };

export interface TransferListParams {
  view: TransferViewValue;
  page: number;
}

export function parseTransferParams(q: URLSearchParams): TransferListParams {
  const view = TRANSFER_VIEW_OPTIONS.find((o) => o.value === q.get('view'))?.value ?? 'to_check';
  const page = Number.parseInt(q.get('page') ?? '', 10);
  return { view, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function transferQuery(p: TransferListParams): URLSearchParams {
  const q = new URLSearchParams();
  if (p.view !== 'to_check') q.set('view', p.view);
  if (p.page > 1) q.set('page', String(p.page));
  return q;
}

/**
 * What staff may still do: attach or mark handled while it waits for a person. An overpaid
 * transfer already paid its order: only the excess is left, to return and mark handled.
 */
export function transferActions(t: { outcome: string | null; handledAt: string | null; attachedAt: string | null }): { attach: boolean; handle: boolean } {
  const waiting = !t.handledAt && t.outcome !== null && ['partial', 'ambiguous', 'unmatched', 'overpaid', 'already_paid', 'refund_due'].includes(t.outcome);
  return { attach: waiting && !t.attachedAt && t.outcome !== 'overpaid', handle: waiting };
}
