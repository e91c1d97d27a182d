import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permitted } from '@shop/auth';
import { ProductModel } from '../products/product.model';
import { ReviewInput } from './review.inputs';
import { ReviewsService } from './reviews.service';

@Resolver()
export class ReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @Mutation(() => ProductModel)
  @Permitted('catalog')
  addReview(@Args('productId', { type: () => ID }) productId: string, @Args('input') input: ReviewInput): Promise<ProductModel> {
    return this.reviews.add(productId, input);
  }
}
