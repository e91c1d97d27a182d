import { Directive, Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CategoryModel } from '../categories/category.model';
import { PaginationModel } from '@shop/platform';
import { ReviewModel } from '../reviews/review.model';

export enum ProductSort {
  createdAt = 'createdAt',
  price = 'price',
  name = 'name',
  soldCount = 'soldCount',
}
export enum SortOrder {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(ProductSort, { name: 'ProductSort' });
registerEnumType(SortOrder, { name: 'SortOrder' });

@ObjectType('Variant')
export class VariantModel {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) color: string | null;
  @Field(() => String, { nullable: true }) material: string | null;
  @Field(() => String, { nullable: true }) size: string | null;
  @Field() sku: string;
  @Field(() => Int) stock: number;
}

@ObjectType('ProductImage')
export class ProductImageModel {
  @Field(() => ID) id: string;
  @Field({ description: '/images/<id>.webp (add ?w=160|320|640|1024): stable, long-cached WebP renditions' }) url: string;
  @Field(() => String, { nullable: true }) alt: string | null;
  @Field(() => String, { nullable: true, description: 'the colour this photo shows (one of the product colours), or null' }) color: string | null;
  @Field() mimetype: string;
}

@ObjectType('Ratings')
export class RatingsModel {
  @Field(() => Float) average: number;
  @Field(() => Int) count: number;
}

@ObjectType('Product')
@Directive('@key(fields: "id")')
export class ProductModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) brand: string | null;
  @Field() shortDescription: string;
  @Field({ description: 'HTML, sanitised when written and when served (decision 0203)' }) description: string;
  @Field(() => Int) price: number;
  @Field(() => Int, { nullable: true }) originalPrice: number | null;
  @Field(() => Int, { description: 'round((originalPrice - price) / originalPrice * 100), 0 when none' }) discountPercent: number;
  @Field(() => CategoryModel, { nullable: true }) category: CategoryModel | null;
  @Field(() => [String]) colors: string[];
  @Field(() => [String]) materials: string[];
  @Field(() => [String]) sizes: string[];
  @Field(() => [VariantModel]) variants: VariantModel[];
  @Field(() => [ProductImageModel]) images: ProductImageModel[];
  @Field(() => Int) totalStock: number;
  @Field(() => Int) soldCount: number;
  @Field(() => RatingsModel) ratings: RatingsModel;
  @Field(() => [ReviewModel]) reviews: ReviewModel[];
  @Field() isFeatured: boolean;
  @Field() isNewArrival: boolean;
  @Field() isActive: boolean;
  @Field() createdAt: Date;
}

@ObjectType('ProductPage')
export class ProductPageModel {
  @Field(() => [ProductModel]) products: ProductModel[];
  @Field(() => PaginationModel) pagination: PaginationModel;
  @Field(() => [String], { description: 'colours present among products matching the other filters (filter panel)' }) colors: string[];
  @Field(() => [String], { description: 'sizes present among products matching the other filters (filter panel)' }) sizes: string[];
}

@ObjectType('ProductSuggestion', { description: 'one product under the search box: just enough to show and open it' })
export class ProductSuggestionModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int) price: number;
}

@ObjectType('CategorySuggestion')
export class CategorySuggestionModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() slug: string;
}

@ObjectType('SearchSuggestions')
export class SearchSuggestionsModel {
  @Field(() => [ProductSuggestionModel]) products: ProductSuggestionModel[];
  @Field(() => [CategorySuggestionModel]) categories: CategorySuggestionModel[];
}
