import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { AddressModel } from '../addresses/address.model';
import { PaginationModel } from '@shop/platform';

/** A user as the API shows it: there is deliberately no field for the password hash. */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field({ description: 'customer | admin | seller' }) role: string;
  @Field() isActive: boolean;
  @Field() createdAt: Date;
  @Field(() => [AddressModel]) addresses?: AddressModel[];
}

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field() token: string;
  @Field(() => UserModel) user: UserModel;
}

@ObjectType('UserPage')
export class UserPageModel {
  @Field(() => [UserModel]) users: UserModel[];
  @Field(() => PaginationModel) pagination: PaginationModel;
}

@ObjectType('MessagePayload')
export class MessagePayloadModel {
  @Field() success: boolean;
  @Field() message: string;
}
