export { outbox, inbox } from '@shop/messaging';
