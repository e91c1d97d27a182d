export { customers } from '../customers/customers.schema';
export { outbox, inbox } from '@shop/messaging';
