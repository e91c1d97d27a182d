import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { PaginationModel, RequiredText, Trim } from '@shop/platform';

/** A bank transfer as staff see it. Amounts are whole dong. */
@ObjectType()
export class BankTransfer {
  @Field(() => ID) id: string;
  @Field() provider: string;
  @Field() providerId: string;
  @Field(() => String, { nullable: true }) gateway: string | null;
  @Field(() => String, { nullable: true }) transactionDate: string | null;
  @Field(() => String, { nullable: true }) accountNumber: string | null;
  @Field() content: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field() transferType: string;
  @Field(() => Float) transferAmount: number;
  @Field(() => String, { nullable: true }) referenceCode: string | null;
  @Field(() => ID, { nullable: true }) orderId: string | null;
  @Field(() => String, { nullable: true, description: 'The number of the order the transfer names or was attached to.' }) orderNumber: string | null;
  @Field(() => Int, { nullable: true, description: "That order's total." }) orderAmount: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'partial, while the order is open and unpaid: the total less every partial transfer of the order.',
  })
  missingAmount: number | null;
  @Field(() => String, { nullable: true, description: 'paid, overpaid, partial, ambiguous, unmatched, already_paid, refund_due, outgoing' })
  outcome: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'What the shop owes back: the excess of an overpaid transfer, all of one for an order already paid, cancelled or expired.',
  })
  refundAmount: number | null;
  @Field(() => String, { nullable: true, description: 'Why it waits for staff when the outcome alone does not say it (the orders an ambiguous text names).' })
  reason: string | null;
  @Field() receivedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When a staff member attached it to its order by hand.' }) attachedAt: Date | null;
  @Field(() => String, { nullable: true }) attachedByName: string | null;
  @Field(() => Date, { nullable: true, description: 'When a staff member marked it handled (refunded outside the shop, not ours…).' })
  handledAt: Date | null;
  @Field(() => String, { nullable: true }) handledByName: string | null;
  @Field(() => String, { nullable: true }) handledNote: string | null;
}

@ObjectType()
export class BankTransferPage {
  @Field(() => [BankTransfer]) transactions: BankTransfer[];
  @Field(() => PaginationModel) pagination: PaginationModel;
}

@InputType()
export class AttachBankTransferInput {
  @Field({ description: 'The order number as staff type it (DH000123; case, spaces and dashes do not matter).' })
  @Trim()
  @RequiredText('Vui lòng nhập mã đơn hàng', 64)
  orderNumber: string;
}

@ObjectType()
export class AttachBankTransferResult {
  @Field(() => BankTransfer) transfer: BankTransfer;
  @Field(() => ID) orderId: string;
  @Field() orderNumber: string;
  @Field(() => Int) orderAmount: number;
  @Field(() => Int, { description: 'This transfer plus the earlier partial transfers of the order.' }) coveredAmount: number;
  @Field(() => Int, { description: '0 once paid.' }) missingAmount: number;
  @Field({ description: 'The order is paid now (payments.PaymentConfirmed went out).' }) paid: boolean;
  @Field() message: string;
}

@InputType()
export class MarkBankTransferHandledInput {
  @Field({ description: 'What was done: refunded outside the shop, not ours…' })
  @Trim()
  @RequiredText('Vui lòng nhập ghi chú xử lý', 500)
  note: string;
}
