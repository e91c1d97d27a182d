import { Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsEnum, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int, PartialType } from '@nestjs/graphql';
import { IntBetween, ListOf, OptionalText, RequiredText, TextList, Trim } from '../common/validators';
import { ProductSort, SortOrder } from './product.model';

export const MAX_PRICE = 1_000_000_000;
export const MAX_STOCK = 1_000_000;
const STOCK_REQUIRED = 'Vui lòng nhập số lượng tồn kho';
const IMAGES_REQUIRED = 'Vui lòng upload ít nhất 1 hình ảnh';

@InputType()
export class VariantInput {
  @Field(() => ID, { nullable: true, description: 'an existing variant of this product keeps its id' })
  @IsOptional()
  @OptionalText(64)
  id?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) name?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) color?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) material?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) size?: string | null;
  @Field(() => String, { nullable: true, description: 'unique; generated when left out' }) @IsOptional() @Trim() @OptionalText(64) sku?: string | null;
  @Field(() => Int) @IntBetween(0, MAX_STOCK, STOCK_REQUIRED) stock: number;
}

@InputType()
export class ImageInput {
  @Field(() => ID, { nullable: true, description: 'id of an uploaded or existing image' }) @IsOptional() @OptionalText(64) id?: string | null;
  @Field(() => String, { nullable: true, description: 'a /images/<id>.webp url this service handed out' })
  @IsOptional()
  @OptionalText(2000)
  url?: string | null;
  @Field(() => String, { nullable: true, description: 'base64 image content (or a data: URL)' })
  @IsOptional()
  @OptionalText(7_500_000)
  data?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(200) alt?: string | null;
  @Field(() => String, { nullable: true, description: 'the colour the photo shows; choosing it on the product page shows this photo' })
  @IsOptional()
  @Trim()
  @OptionalText(100)
  color?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(100) mimetype?: string | null;
}

@InputType()
export class ProductInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập tên sản phẩm', 200) name: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) brand?: string | null;
  @Field() @Trim() @RequiredText('Vui lòng nhập mô tả ngắn', 1000) shortDescription: string;
  @Field() @RequiredText('Vui lòng nhập mô tả', 50_000) description: string;
  @Field(() => Int) @IntBetween(0, MAX_PRICE, 'Vui lòng nhập giá bán') price: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IntBetween(0, MAX_PRICE, 'Giá gốc không hợp lệ') originalPrice?: number | null;
  @Field(() => ID) @RequiredText('Vui lòng chọn danh mục', 64) category: string;
  @Field(() => [String], { nullable: true }) @IsOptional() @TextList() colors?: string[] | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @TextList() materials?: string[] | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @TextList() sizes?: string[] | null;
  @Field(() => [VariantInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => VariantInput)
  variants?: VariantInput[] | null;
  @Field(() => [ImageInput])
  @ListOf(20, IMAGES_REQUIRED, 'Tối đa 20 ảnh mỗi sản phẩm')
  @ValidateNested({ each: true })
  @Type(() => ImageInput)
  images: ImageInput[];
  @Field(() => Int, { nullable: true, description: 'stock of a product without variants' })
  @IsOptional()
  @IntBetween(0, MAX_STOCK, 'Số lượng tồn kho không được âm')
  stock?: number | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isFeatured?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isNewArrival?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isActive?: boolean | null;
}

/**
 * Every field optional: only what is sent changes. A field left out stays as it is, but a null
 * is checked like any other value (`skipNullProperties: false`), so `{ name: null }` gets the
 * field's own message instead of reaching the database.
 */
@InputType()
export class UpdateProductInput extends PartialType(ProductInput, { decorator: InputType, skipNullProperties: false }) {}

@InputType()
export class ProductFilter {
  @Field(() => Int, { nullable: true, defaultValue: 1 }) @IsOptional() page?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 12, description: 'at most 100' }) @IsOptional() limit?: number | null;
  @Field(() => ID, { nullable: true, description: 'category id or slug' }) @IsOptional() @OptionalText(200) category?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(200) search?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() minPrice?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() maxPrice?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(100) color?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(100) size?: string | null;
  @Field(() => ProductSort, { nullable: true, description: 'createdAt when left out; with a search, best matches first' })
  @IsOptional()
  @IsEnum(ProductSort)
  sortBy?: ProductSort | null;
  @Field(() => SortOrder, { nullable: true, defaultValue: SortOrder.desc }) @IsOptional() @IsEnum(SortOrder) order?: SortOrder | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() featured?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() newArrival?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'staff only: include hidden products' }) @IsOptional() includeInactive?: boolean | null;
}
