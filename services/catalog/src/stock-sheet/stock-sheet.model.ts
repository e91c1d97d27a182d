import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

// decision 0522: the stock and price sheet, out and back in.

@ObjectType('StockSheetRow')
export class StockSheetRowModel {
  @Field(() => ID) productId: string;
  @Field() productName: string;
  @Field(() => ID, { nullable: true }) variantId: string | null;
  @Field(() => String, { nullable: true }) variantName: string | null;
  @Field(() => String, { nullable: true, description: 'null for a product without variants' }) sku: string | null;
  @Field(() => Int) price: number;
  @Field(() => Int, { nullable: true }) originalPrice: number | null;
  @Field(() => Int, { description: 'available now (reserved units already taken out, decision 0601)' }) stock: number;
  @Field() isActive: boolean;
}

/** A row of the sheet as staff left it: each cell's text; the catalog validates them. */
@InputType('StockSheetRowInput')
export class StockSheetRowInput {
  @Field(() => Int, { description: 'the row number in the sheet, for the answer' }) @IsInt() @Min(1) line: number;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(100) productId: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(100) sku: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(40) price: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(40) originalPrice: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(40) exportedStock: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(40) stock: string;
}

@ArgsType()
export class StockImportPreviewArgs {
  @Field(() => [StockSheetRowInput])
  @ValidateNested({ each: true })
  @Type(() => StockSheetRowInput)
  @ArrayMaxSize(5000, { message: 'Mỗi lần nhập tối đa 5.000 dòng' })
  rows: StockSheetRowInput[];
}

@ArgsType()
export class StockImportApplyArgs extends StockImportPreviewArgs {
  @Field({ description: 'the planId of the preview staff confirmed' }) @IsString() @MaxLength(64) planId: string;
}

@ObjectType('StockImportRow')
export class StockImportRowModel {
  @Field(() => Int) line: number;
  @Field({ description: 'Product (Variant) · SKU, or what the row said when nothing matched' }) label: string;
  @Field({ description: 'change, unchanged or refused' }) outcome: string;
  @Field(() => [String], { description: "in Vietnamese, e.g. 'Tồn kho: 8 → 13 (+5)'" }) changes: string[];
  @Field(() => [String], { description: 'why the row is refused, in Vietnamese' }) problems: string[];
}

@ObjectType('StockImportPlan')
export class StockImportPlanModel {
  @Field(() => [StockImportRowModel]) rows: StockImportRowModel[];
  @Field({ description: 'pass it to applyStockImport: the accepted rows staff saw' }) planId: string;
  @Field(() => Int) changed: number;
  @Field(() => Int) unchanged: number;
  @Field(() => Int) refused: number;
  @Field({ description: 'true once written' }) applied: boolean;
}
