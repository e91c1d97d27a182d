import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { OptionalText, RequiredText, Trim } from '@shop/platform';

@ObjectType()
export class PaymentBank {
  @Field() bin: string;
  @Field() name: string;
  @Field() accountNumber: string;
  @Field() accountName: string;
}

/** What the QR page shows (libs/contracts PaymentCommands.paymentData). */
@ObjectType()
export class PaymentData {
  @Field(() => ID) paymentId: string;
  @Field(() => ID) orderId: string;
  @Field() orderNumber: string;
  @Field(() => Int) amount: number;
  @Field() transferContent: string;
  @Field(() => PaymentBank) bank: PaymentBank;
  @Field() qrPayload: string;
  @Field() qrDataUrl: string;
  @Field(() => String, { nullable: true }) qrImageUrl: string | null;
  @Field() expiresAt: string;
}

@ObjectType()
export class PaymentStatusInfo {
  @Field(() => ID) orderId: string;
  @Field() paymentStatus: string;
  @Field() isPaid: boolean;
}

/** product §12: the transaction or waybill code is required and trimmed; the note is optional. */
@InputType()
export class ConfirmPaymentInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập mã giao dịch', 100) transactionId: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(500) note?: string | null;
}
