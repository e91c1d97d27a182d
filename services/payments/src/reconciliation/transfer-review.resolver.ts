import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Permitted, type AuthUser } from '@shop/auth';
import { DomainError } from '@shop/platform';
import { NEEDS_STAFF, type Outcome } from './reconciliation.service';
import { AttachBankTransferInput, AttachBankTransferResult, BankTransfer, BankTransferPage, MarkBankTransferHandledInput } from './transfer-review.models';
import { TRANSFER_VIEWS, TransferReviewService, type TransferView } from './transfer-review.service';

const OUTCOMES: readonly string[] = [...NEEDS_STAFF, 'paid', 'outgoing'];

/** Staff: the transfers that need a person, and what they do about them (decision 0720). */
@Resolver()
export class TransferReviewResolver {
  constructor(private readonly review: TransferReviewService) {}

  @Query(() => BankTransferPage, {
    description:
      'Staff: bank transfers. view to_check (default: partial, unmatched, already paid, to refund, not handled), handled, attached (by staff) or all.',
  })
  @Permitted('payments')
  bankTransfers(
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('outcome', { type: () => String, nullable: true }) outcome?: string,
    @Args('view', { type: () => String, nullable: true }) view?: string,
  ): Promise<BankTransferPage> {
    if (outcome && !OUTCOMES.includes(outcome)) throw new DomainError('VALIDATION_FAILED', 'Trạng thái giao dịch không hợp lệ', 400);
    if (view && !TRANSFER_VIEWS.includes(view as TransferView)) throw new DomainError('VALIDATION_FAILED', 'Bộ lọc giao dịch không hợp lệ', 400);
    const p = Math.min(Math.max(page ?? 1, 1), 10_000);
    const l = Math.min(Math.max(limit ?? 20, 1), 100);
    return this.review.list((view as TransferView | undefined) ?? 'to_check', p, l, outcome as Outcome | undefined);
  }

  @Mutation(() => AttachBankTransferResult, {
    description: 'Staff: attach a transfer to an order by its number; pays the order when it and the earlier partial transfers cover the total.',
  })
  @Permitted('payments')
  attachBankTransfer(
    @CurrentUser() staff: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: AttachBankTransferInput,
  ): Promise<AttachBankTransferResult> {
    return this.review.attach(staff, id, input.orderNumber);
  }

  @Mutation(() => BankTransfer, { description: 'Staff: the transfer was sorted out otherwise (refunded outside the shop, not ours…); a note is required.' })
  @Permitted('payments')
  markBankTransferHandled(
    @CurrentUser() staff: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: MarkBankTransferHandledInput,
  ): Promise<BankTransfer> {
    return this.review.markHandled(staff, id, input.note);
  }
}
