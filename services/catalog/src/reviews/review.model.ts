import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Review')
export class ReviewModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int) rating: number;
  @Field(() => String, { nullable: true }) comment: string | null;
  @Field({ description: 'true when written by a customer about a product of one of their delivered orders' }) verifiedPurchase: boolean;
  @Field() createdAt: Date;
}
