import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { OptionalText, RequiredText, Trim } from '../common/validators';

@InputType()
export class CategoryInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập tên danh mục', 100) name: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(1000) description?: string | null;
}
