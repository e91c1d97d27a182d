import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsResolver } from './reviews.resolver';
import { ReviewsService } from './reviews.service';

/** Reviews: staff-entered ones, and verified purchases from `orders.ProductReviewed`; the product's ratings. */
@Module({
  imports: [ProductsModule],
  providers: [ReviewsRepository, ReviewsService, ReviewsResolver],
  exports: [ReviewsService],
})
export class ReviewsModule {}
