import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { OptionalText, PaginationModel, RequiredText, Trim } from '@shop/platform';

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

/** spec §5: the transaction or waybill code is required and trimmed; the note is optional. */
@InputType()
export class ConfirmPaymentInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập mã giao dịch', 100) transactionId: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(500) note?: string | null;
}

@ObjectType()
export class BankTransfer {
  @Field(() => ID) id: string;
  @Field() provider: string;
  @Field() providerId: string;
  @Field(() => String, { nullable: true }) gateway: string | null;
  @Field(() => String, { nullable: true }) transactionDate: string | null;
  @Field(() => String, { nullable: true }) accountNumber: string | null;
  @Field() content: string;
  @Field() transferType: string;
  @Field(() => Float) transferAmount: number;
  @Field(() => String, { nullable: true }) referenceCode: string | null;
  @Field(() => ID, { nullable: true }) orderId: string | null;
  @Field(() => String, { nullable: true }) outcome: string | null;
  @Field() receivedAt: Date;
}

@ObjectType()
export class BankTransferPage {
  @Field(() => [BankTransfer]) transactions: BankTransfer[];
  @Field(() => PaginationModel) pagination: PaginationModel;
}
