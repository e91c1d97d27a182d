import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Address')
export class AddressModel {
  @Field(() => ID) id: string;
  @Field() fullName: string;
  @Field() phone: string;
  @Field() addressLine: string;
  @Field(() => String, { nullable: true }) ward: string | null;
  @Field(() => String, { nullable: true }) district: string | null;
  @Field() city: string;
  @Field() isDefault: boolean;
}
