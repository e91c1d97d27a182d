import { Directive, Field, Float, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { PaginationModel, RequiredText, Trim } from '@shop/platform';

/** The VietQR staff scan to send a refund (decision 0730). */
@ObjectType()
export class RefundQrCode {
  @Field({ description: 'HOANTIEN + order number' }) transferContent: string;
  @Field({ description: 'The EMVCo/NAPAS 247 payload.' }) payload: string;
  @Field({ description: 'PNG data URL drawn by payments: the fallback when the image link fails.' }) dataUrl: string;
  @Field(() => String, { nullable: true, description: 'The VietQR image service link, tried first; null when switched off.' }) imageUrl: string | null;
}

@ObjectType()
export class RefundSenderAccount {
  @Field(() => String, { nullable: true }) bankBin: string | null;
  @Field(() => String, { nullable: true }) bankName: string | null;
  @Field() accountNo: string;
  @Field(() => String, { nullable: true }) accountName: string | null;
}

/** Money the shop owes a customer back. Amounts are whole dong. */
@ObjectType()
export class Refund {
  @Field(() => ID) id: string;
  @Field({ description: 'cancelled_paid, overpaid, already_paid, closed_order' }) source: string;
  @Field(() => ID) orderId: string;
  @Field() orderNumber: string;
  @Field(() => Float) amount: number;
  @Field({ description: 'owed or refunded' }) status: string;
  @Field(() => ID, { nullable: true, description: 'The transfer the money came with.' }) bankTransactionId: string | null;
  @Field(() => String, { nullable: true, description: "That transfer's text." }) transferContent: string | null;
  @Field(() => String, { nullable: true, description: "That transfer's bank reference." }) transferReference: string | null;
  @Field(() => RefundSenderAccount, { nullable: true, description: "The sender's account, when the bank's notification carried it." })
  senderAccount: RefundSenderAccount | null;
  @Field(() => String, { nullable: true }) bankBin: string | null;
  @Field(() => String, { nullable: true }) bankName: string | null;
  @Field(() => String, { nullable: true }) accountNo: string | null;
  @Field(() => String, { nullable: true }) accountName: string | null;
  @Field(() => String, { nullable: true }) bankReference: string | null;
  @Field(() => Date, { nullable: true }) refundedAt: Date | null;
  @Field(() => String, { nullable: true }) refundedByName: string | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class RefundPage {
  @Field(() => [Refund]) refunds: Refund[];
  @Field(() => PaginationModel) pagination: PaginationModel;
}

@InputType()
export class RefundAccountInput {
  @Field({ description: "NAPAS BIN of the customer's bank, from the shop's VietQR bank list." })
  @Matches(/^[0-9]{6}$/, { message: 'Vui lòng chọn ngân hàng trong danh sách' })
  bankBin: string;

  @Field()
  @Trim()
  @Matches(/^[0-9]{6,19}$/, { message: 'Số tài khoản gồm 6 đến 19 chữ số' })
  accountNo: string;

  @Field()
  @Trim()
  @RequiredText('Vui lòng nhập tên chủ tài khoản', 100)
  accountName: string;
}

@InputType()
export class MarkRefundedInput {
  @Field({ description: 'The reference of the transfer staff made back.' })
  @Trim()
  @RequiredText('Vui lòng nhập mã giao dịch hoàn tiền', 100)
  bankReference: string;
}

/** What the customer sees of a refund on an order. */
@ObjectType()
export class OrderRefund {
  @Field(() => ID) id: string;
  @Field(() => Float) amount: number;
  @Field({ description: 'owed or refunded' }) status: string;
  @Field(() => Date, { nullable: true }) refundedAt: Date | null;
}

/** orders' Order, with the refunds payments owns (decision 0730). */
@ObjectType('Order')
@Directive('@key(fields: "id")')
export class OrderWithRefunds {
  @Field(() => ID) id: string;
}
