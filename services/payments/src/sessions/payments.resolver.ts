import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, Permitted, type AuthUser } from '@shop/auth';
import { DomainError } from '@shop/platform';
import { StaffConfirmationService } from '../confirmation/staff-confirmation.service';
import { PaymentSessionsService } from './payment-sessions.service';
import { ConfirmPaymentInput, PaymentStatusInfo, PaymentData } from './payments.models';

/** Order ids are opaque to payments: a bounded, printable text (anything else is simply not found). */
function orderIdOf(raw: string): string {
  if (raw.length > 64 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw new DomainError('ORDER_NOT_FOUND', 'Không tìm thấy đơn hàng', 404);
  return raw;
}

/** Payment status, QR codes and confirmations of an order (product §15 /orders/{id}/payment-status, /confirm-payment). */
@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly sessions: PaymentSessionsService,
    private readonly confirmation: StaffConfirmationService,
  ) {}

  @Query(() => PaymentStatusInfo)
  @Authenticated()
  orderPaymentStatus(@CurrentUser() viewer: AuthUser, @Args('orderId', { type: () => ID }) orderId: string): Promise<PaymentStatusInfo> {
    return this.sessions.status(viewer, orderIdOf(orderId));
  }

  @Query(() => PaymentData, { nullable: true, description: 'The open QR code of an order, or null (then renewPaymentSession makes one).' })
  @Authenticated()
  paymentSession(@CurrentUser() viewer: AuthUser, @Args('orderId', { type: () => ID }) orderId: string): Promise<PaymentData | null> {
    return this.sessions.current(viewer, orderIdOf(orderId));
  }

  @Mutation(() => PaymentData, { description: 'A new QR code for an unpaid qr_payment order (Tạo mã mới, refresh).' })
  @Authenticated()
  renewPaymentSession(@CurrentUser() viewer: AuthUser, @Args('orderId', { type: () => ID }) orderId: string): Promise<PaymentData> {
    return this.sessions.renew(viewer, orderIdOf(orderId));
  }

  @Mutation(() => PaymentStatusInfo, { description: 'The customer cancels the QR payment: payment status unpaid.' })
  @Authenticated()
  cancelQrPayment(@CurrentUser() viewer: AuthUser, @Args('orderId', { type: () => ID }) orderId: string): Promise<PaymentStatusInfo> {
    return this.sessions.cancelQrPayment(viewer, orderIdOf(orderId));
  }

  @Mutation(() => PaymentStatusInfo)
  @Permitted('payments')
  confirmPayment(
    @CurrentUser() staff: AuthUser,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('input') input: ConfirmPaymentInput,
  ): Promise<PaymentStatusInfo> {
    return this.confirmation.confirm(staff, orderIdOf(orderId), input.transactionId, input.note ?? null);
  }
}
