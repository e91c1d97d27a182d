/** libs/contracts PaymentCommands.paymentData, as the checkout answer and the payments API carry it. */
export interface PaymentData {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amount: number;
  transferContent: string;
  bank: { bin: string; name: string; accountNumber: string; accountName: string };
  qrPayload: string;
  qrDataUrl: string;
  qrImageUrl: string | null;
  expiresAt: string;
}

export interface PaymentOrder {
  id: string;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  items: { name: string; quantity: number; price: number; subtotal: number }[];
  subtotal: number;
  shippingFee: number;
  totalDiscount: number;
  totalAmount: number;
}
