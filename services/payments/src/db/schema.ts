export { outbox, inbox } from '@shop/messaging';
export { orderPayments, paymentSessions, payments } from '../sessions/sessions.schema';
export { bankTransactions } from '../reconciliation/bank-transactions.schema';
export { refunds } from '../refunds/refunds.schema';
export { mailRequests } from '../refunds/mail-requests.schema';
