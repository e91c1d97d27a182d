/** Where checkout leaves the answer's paymentData for the QR payment page (product §6.1 "Checkout result", §14). */
export const PAYMENT_DATA_KEY = 'paymentData';
