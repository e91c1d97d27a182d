import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Permitted, type AuthUser } from '@shop/auth';
import { DomainError } from '@shop/platform';
import { refundQr } from './refund-qr';
import { MarkRefundedInput, Refund, RefundAccountInput, RefundPage, RefundQrCode } from './refunds.models';
import { REFUND_VIEWS, RefundsService, type RefundRecord, type RefundView } from './refunds.service';

/** The back office's 'Cần hoàn tiền' (decision 0730): admin only, like every money screen (decision 0430). */
@Resolver(() => Refund)
export class RefundsResolver {
  constructor(private readonly service: RefundsService) {}

  @Query(() => RefundPage, { description: 'Staff: money owed back. view owed (default), refunded or all.' })
  @Permitted('payments')
  refunds(
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('view', { type: () => String, nullable: true }) view?: string,
  ): Promise<RefundPage> {
    if (view && !REFUND_VIEWS.includes(view as RefundView)) throw new DomainError('VALIDATION_FAILED', 'Bộ lọc hoàn tiền không hợp lệ', 400);
    const p = Math.min(Math.max(page ?? 1, 1), 10_000);
    const l = Math.min(Math.max(limit ?? 20, 1), 100);
    return this.service.list((view as RefundView | undefined) ?? 'owed', p, l);
  }

  @Query(() => Refund, { description: 'Staff: one refund.' })
  @Permitted('payments')
  refund(@Args('id', { type: () => ID }) id: string): Promise<Refund> {
    return this.service.one(id);
  }

  @Mutation(() => Refund, { description: "Staff: the customer's account the money goes back to; changeable until refunded." })
  @Permitted('payments')
  setRefundAccount(@Args('id', { type: () => ID }) id: string, @Args('input') input: RefundAccountInput): Promise<Refund> {
    return this.service.setAccount(id, input);
  }

  @Mutation(() => Refund, { description: 'Staff: the money was sent back, with the bank reference; once.' })
  @Permitted('payments')
  markRefunded(@CurrentUser() staff: AuthUser, @Args('id', { type: () => ID }) id: string, @Args('input') input: MarkRefundedInput): Promise<Refund> {
    return this.service.markRefunded(staff, id, input.bankReference);
  }

  @ResolveField(() => RefundQrCode, { nullable: true, description: 'The VietQR to send it with, once the account is entered and while it is owed.' })
  async qr(@Parent() refund: RefundRecord): Promise<RefundQrCode | null> {
    const { bankBin, bankName, accountNo, accountName } = refund;
    if (refund.status !== 'owed' || !bankBin || !bankName || !accountNo || !accountName) return null;
    return refundQr({ bankBin, bankName, accountNo, accountName, amount: refund.amount, orderNumber: refund.orderNumber });
  }
}
