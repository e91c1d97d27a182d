import { IsOptional } from 'class-validator';
import { Field, InputType, Int } from '@nestjs/graphql';
import { IntBetween, OptionalText, RequiredText, Trim } from '../common/validators';

@InputType()
export class ReviewInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập tên', 100) name: string;
  @Field(() => Int) @IntBetween(1, 5, 'Đánh giá phải từ 1 đến 5 sao') rating: number;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(2000) comment?: string | null;
}
