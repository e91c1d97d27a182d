import { orderStatusLabel, paymentMethodLabel, shippingMethodLabel } from '@shop/contracts';
import { vietnamTime, type Column } from './workbook';

/** The fields of an order the export reads (the staff order list's own, decision 0522). */
export const EXPORT_ORDER = `orderNumber createdAt status paymentMethod paymentStatus shippingMethod
  customerInfo { name email phone } shippingAddress { fullName phone addressLine ward district city }
  items { name price quantity subtotal variant { name sku } }
  subtotal totalDiscount couponCode shippingFee totalAmount trackingNumber customerNote`;

export interface ExportOrder {
  orderNumber: string;
  createdAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  shippingMethod: string;
  customerInfo: { name: string; email: string; phone: string };
  shippingAddress: { fullName: string; phone: string; addressLine: string; ward: string | null; district: string | null; city: string };
  items: { name: string; price: number; quantity: number; subtotal: number; variant: { name: string | null; sku: string | null } | null }[];
  subtotal: number;
  totalDiscount: number;
  couponCode: string | null;
  shippingFee: number;
  totalAmount: number;
  trackingNumber: string | null;
  customerNote: string | null;
}

/** product §4: 'Chờ thanh toán' while a QR code is open, 'Đã thanh toán', else 'Chưa thanh toán'. */
const paymentStatusLabel = (s: string): string => (s === 'paid' ? 'Đã thanh toán' : s === 'pending' ? 'Chờ thanh toán' : 'Chưa thanh toán');
const address = (a: ExportOrder['shippingAddress']) => [a.addressLine, a.ward, a.district, a.city].filter(Boolean).join(', ');

/** One row per order. */
export const ORDER_COLUMNS: readonly Column<ExportOrder>[] = [
  { header: 'Mã đơn', width: 12, value: (o) => o.orderNumber },
  { header: 'Ngày đặt', width: 17, value: (o) => vietnamTime(o.createdAt), format: 'date' },
  { header: 'Trạng thái', width: 14, value: (o) => orderStatusLabel(o.status) },
  { header: 'Thanh toán', width: 22, value: (o) => paymentMethodLabel(o.paymentMethod) },
  { header: 'Tình trạng thanh toán', width: 18, value: (o) => paymentStatusLabel(o.paymentStatus) },
  { header: 'Khách hàng', width: 22, value: (o) => o.customerInfo.name },
  { header: 'Điện thoại', width: 13, value: (o) => o.customerInfo.phone },
  { header: 'Email', width: 26, value: (o) => o.customerInfo.email },
  { header: 'Người nhận', width: 22, value: (o) => o.shippingAddress.fullName },
  { header: 'SĐT người nhận', width: 14, value: (o) => o.shippingAddress.phone },
  { header: 'Địa chỉ giao hàng', width: 40, value: (o) => address(o.shippingAddress) },
  { header: 'Vận chuyển', width: 14, value: (o) => shippingMethodLabel(o.shippingMethod) },
  { header: 'Số sản phẩm', width: 12, value: (o) => o.items.reduce((s, i) => s + i.quantity, 0), format: 'whole' },
  { header: 'Tạm tính', width: 14, value: (o) => o.subtotal, format: 'money' },
  { header: 'Giảm giá', width: 12, value: (o) => o.totalDiscount, format: 'money' },
  { header: 'Mã giảm giá', width: 12, value: (o) => o.couponCode },
  { header: 'Phí vận chuyển', width: 14, value: (o) => o.shippingFee, format: 'money' },
  { header: 'Tổng tiền', width: 14, value: (o) => o.totalAmount, format: 'money' },
  { header: 'Mã vận đơn', width: 16, value: (o) => o.trackingNumber },
  { header: 'Ghi chú', width: 30, value: (o) => o.customerNote },
];

export type ExportLine = { order: ExportOrder; item: ExportOrder['items'][number] };

/** One row per order line, the order's figures repeated on each. */
export const LINE_COLUMNS: readonly Column<ExportLine>[] = [
  { header: 'Mã đơn', width: 12, value: (l) => l.order.orderNumber },
  { header: 'Ngày đặt', width: 17, value: (l) => vietnamTime(l.order.createdAt), format: 'date' },
  { header: 'Trạng thái', width: 14, value: (l) => orderStatusLabel(l.order.status) },
  { header: 'Khách hàng', width: 22, value: (l) => l.order.customerInfo.name },
  { header: 'Điện thoại', width: 13, value: (l) => l.order.customerInfo.phone },
  { header: 'Sản phẩm', width: 32, value: (l) => l.item.name },
  { header: 'Phân loại', width: 16, value: (l) => l.item.variant?.name ?? null },
  { header: 'SKU', width: 16, value: (l) => l.item.variant?.sku ?? null },
  { header: 'Đơn giá', width: 13, value: (l) => l.item.price, format: 'money' },
  { header: 'Số lượng', width: 10, value: (l) => l.item.quantity, format: 'whole' },
  { header: 'Thành tiền', width: 14, value: (l) => l.item.subtotal, format: 'money' },
  { header: 'Tổng tiền đơn', width: 14, value: (l) => l.order.totalAmount, format: 'money' },
  { header: 'Thanh toán', width: 22, value: (l) => paymentMethodLabel(l.order.paymentMethod) },
  { header: 'Tình trạng thanh toán', width: 18, value: (l) => paymentStatusLabel(l.order.paymentStatus) },
];

export const linesOf = (orders: readonly ExportOrder[]): ExportLine[] => orders.flatMap((order) => order.items.map((item) => ({ order, item })));
