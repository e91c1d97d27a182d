import { addressText } from '../../../../components/address/address-text.logic.js';
import { carrierName, orderStatusLabel } from '../../../../lib/shop-rules.js';
import { dateAndTime } from '../../../../lib/date-time.logic.js';
import { paymentMethodLabel, paymentStatusOption } from './admin-orders.logic.js';

// The orders list's export: one row per order, in a CSV that Excel opens with its Vietnamese
// letters (a byte order mark) and its amounts as numbers.

export interface ExportedOrder {
  orderNumber: string;
  createdAt: string;
  customerInfo: { name: string; phone: string; email: string };
  shippingAddress: { fullName: string; phone: string; addressLine: string; ward?: string | null; district?: string | null; city: string };
  totalAmount: number;
  paymentMethod: string;
  paymentStatus: string;
  status: string;
  carrier?: string | null;
  trackingNumber?: string | null;
}

const HEADER = [
  'Mã đơn',
  'Ngày đặt',
  'Khách hàng',
  'Điện thoại',
  'Email',
  'Địa chỉ giao hàng',
  'Tổng tiền (đ)',
  'Phương thức',
  'Thanh toán',
  'Trạng thái',
  'Đơn vị vận chuyển',
  'Mã vận đơn',
];

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is kept as text, never a formula. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ordersCsv(orders: readonly ExportedOrder[]): string {
  const rows = orders.map((o) => {
    const t = dateAndTime(o.createdAt);
    return [
      o.orderNumber,
      `${t.date} ${t.time}`,
      o.customerInfo.name,
      o.customerInfo.phone,
      o.customerInfo.email,
      addressText(o.shippingAddress),
      o.totalAmount,
      paymentMethodLabel(o.paymentMethod),
      paymentStatusOption(o.paymentStatus).label,
      orderStatusLabel(o.status),
      carrierName(o.carrier) ?? '',
      o.trackingNumber ?? '',
    ];
  });
  return `\uFEFF${[HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The file name of an export made on `now`: don-hang-2026-11-28.csv. */
export const exportFileName = (now: Date): string =>
  `don-hang-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;
