import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { PAYMENT_METHODS, shopBankAccount } from './payment-methods';

@ObjectType()
class PaymentMethod {
  @Field() code: string;
  @Field() label: string;
}

@ObjectType()
class BankAccount {
  @Field() bankBin: string;
  @Field() bankName: string;
  @Field() accountNo: string;
  @Field() accountName: string;
}

@Resolver()
export class PaymentMethodsResolver {
  @Query(() => [PaymentMethod])
  paymentMethods(): PaymentMethod[] {
    return PAYMENT_METHODS.map((m) => ({ ...m }));
  }

  @Query(() => BankAccount)
  shopBankAccount(): BankAccount {
    return shopBankAccount();
  }
}
