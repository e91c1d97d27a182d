import type {
  OrderCarrier,
  OrderFilter,
  OrderPaymentMethod,
  OrderPaymentStatus,
  OrderStatus,
  UpdateOrderStatusInput,
} from '../../../../lib/graphql/generated.js';
import { parseOrderDays } from './order-days.logic.js';
import {
  CARRIER_NAMES,
  CARRIERS,
  isCarrier,
  nextStatuses,
  nextStep,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '../../../../lib/shop-rules.js';

// Pure rules of the staff order screens (product §2 "Admin orders list", "Admin order detail", §6.2, §14).

export const ADMIN_ORDERS_PAGE_SIZE = 15;

export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value], color: ORDER_STATUS_COLORS[value] }));

export const PAYMENT_STATUS_OPTIONS = [
  { value: 'unpaid', label: 'Chưa thanh toán', color: 'default' },
  { value: 'pending', label: 'Chờ thanh toán', color: 'orange' },
  { value: 'paid', label: 'Đã thanh toán', color: 'green' },
] as const;

export const PAYMENT_METHOD_OPTIONS = [
  { value: 'cod', label: 'COD' },
  { value: 'qr_payment', label: 'Chuyển khoản QR' },
  { value: 'bank_transfer', label: 'Chuyển khoản ngân hàng' },
] as const;

const find = <T extends { value: string }>(list: readonly T[], v: string | null | undefined): T | undefined => list.find((o) => o.value === v);

/** product §6.2: an unknown status shows as pending. */
export const orderStatusOption = (s: string | null | undefined) => find(ORDER_STATUS_OPTIONS, s) ?? ORDER_STATUS_OPTIONS[0];
export const paymentStatusOption = (s: string | null | undefined) => find(PAYMENT_STATUS_OPTIONS, s) ?? PAYMENT_STATUS_OPTIONS[0];
export const paymentMethodLabel = (m: string) => find(PAYMENT_METHOD_OPTIONS, m)?.label ?? m;

export interface OrderListParams {
  search: string;
  status: string | null;
  paymentStatus: string | null;
  paymentMethod: string | null;
  /** Order days, Vietnam time, both included. */
  from: string | null;
  to: string | null;
  page: number;
}

/** The orders query's filter; parseOrderListParams has kept only the options' values. */
export const orderListFilter = (p: OrderListParams): OrderFilter => ({
  page: p.page,
  limit: ADMIN_ORDERS_PAGE_SIZE,
  ...(p.search ? { search: p.search } : {}),
  ...(p.status ? { status: p.status as OrderStatus } : {}),
  ...(p.paymentStatus ? { paymentStatus: p.paymentStatus as OrderPaymentStatus } : {}),
  ...(p.paymentMethod ? { paymentMethod: p.paymentMethod as OrderPaymentMethod } : {}),
  ...(p.from ? { from: p.from } : {}),
  ...(p.to ? { to: p.to } : {}),
});

/** The list's filters from the URL; anything unknown is dropped rather than sent. */
export function parseOrderListParams(q: URLSearchParams): OrderListParams {
  const pick = (key: string, list: readonly { value: string }[]) => {
    const v = q.get(key);
    return v && list.some((o) => o.value === v) ? v : null;
  };
  const page = Math.trunc(Number(q.get('page')));
  return {
    search: (q.get('search') ?? '').trim().slice(0, 100),
    status: pick('status', ORDER_STATUS_OPTIONS),
    paymentStatus: pick('paymentStatus', PAYMENT_STATUS_OPTIONS),
    paymentMethod: pick('paymentMethod', PAYMENT_METHOD_OPTIONS),
    ...parseOrderDays(q),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** Back to the URL, defaults left out. */
export function orderListQuery(p: OrderListParams): URLSearchParams {
  const q = new URLSearchParams();
  if (p.search) q.set('search', p.search);
  if (p.status) q.set('status', p.status);
  if (p.paymentStatus) q.set('paymentStatus', p.paymentStatus);
  if (p.paymentMethod) q.set('paymentMethod', p.paymentMethod);
  if (p.from) q.set('from', p.from);
  if (p.to) q.set('to', p.to);
  if (p.page > 1) q.set('page', String(p.page));
  return q;
}

/** product §2: the confirm-payment code is the waybill for COD, the transaction for a transfer. */
export const paymentCodeLabel = (method: string): string => (method === 'cod' ? 'Mã vận đơn' : 'Mã giao dịch');

/**
 * The payment code where the order shows it: a COD code is the waybill the carrier collected on, named
 * apart from the order's own tracking code so the two lines do not both read 'Mã vận đơn'.
 */
export const paymentCodeCaption = (method: string): string => (method === 'cod' ? 'Mã đối soát COD' : 'Mã giao dịch');

export const CARRIER_OPTIONS = CARRIERS.map((value) => ({ value, label: CARRIER_NAMES[value] }));

/** The statuses the select offers: the moves the server's state machine accepts (decision 0610). */
export const statusChoices = (current: string) => nextStatuses(current).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

const NEXT_STEP_LABELS: Partial<Record<OrderStatus, string>> = { confirmed: 'Xác nhận đơn', shipping: 'Giao cho vận chuyển', delivered: 'Đã giao' };

/** The one-click next step of an order, or undefined for a final one. */
export function nextStepAction(current: string): { status: OrderStatus; label: string } | undefined {
  const status = nextStep(current);
  return status && { status, label: NEXT_STEP_LABELS[status] ?? ORDER_STATUS_LABELS[status] };
}

export interface StatusForm {
  status?: string | null;
  trackingNumber?: string | null;
  carrier?: string | null;
  note?: string | null;
  internalNote?: string | null;
}

/**
 * product §2 status panel: a new status is required; the carrier and tracking code go only with
 * shipping, and a tracking code needs its carrier (the customer follows it at the carrier's page).
 */
export function statusUpdateInput(f: StatusForm): { input: UpdateOrderStatusInput } | { error: string } {
  if (!f.status || !find(ORDER_STATUS_OPTIONS, f.status)) return { error: 'Vui lòng chọn trạng thái mới' };
  const input: UpdateOrderStatusInput = { status: f.status as OrderStatus };
  const note = (f.note ?? '').trim();
  if (note) input.note = note;
  const internalNote = (f.internalNote ?? '').trim();
  if (internalNote) input.internalNote = internalNote;
  if (f.status === 'shipping') {
    const tracking = (f.trackingNumber ?? '').trim();
    if (tracking && !isCarrier(f.carrier)) return { error: 'Vui lòng chọn đơn vị vận chuyển' };
    if (tracking) input.trackingNumber = tracking;
    if (isCarrier(f.carrier)) input.carrier = f.carrier as OrderCarrier;
  }
  return { input };
}

/** Colour and material of an order line, as the detail lists them. */
export const variantText = (v: { color?: string | null; material?: string | null; name?: string | null } | null | undefined): string =>
  v ? [v.color, v.material].filter(Boolean).join(' / ') || (v.name ?? '') : '';
