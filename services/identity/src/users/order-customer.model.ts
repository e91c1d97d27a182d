import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsShopEmail, IsShopPhone, NormalizeEmail, RequiredText, Trim } from '../common/validators';
import { NAME_REQUIRED } from './users.inputs';

/** What staff taking an order see of a customer (decision 0660): no addresses, no account state. */
@ObjectType('OrderCustomer')
export class OrderCustomerModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
}

/** A customer staff create while taking an order by phone or chat; the customer sets a password later. */
@InputType()
export class CreateOrderCustomerInput {
  @Field() @Trim() @RequiredText(NAME_REQUIRED, 100) name: string;
  @Field() @Trim() @IsShopPhone() phone: string;
  @Field() @NormalizeEmail() @IsShopEmail() email: string;
}
