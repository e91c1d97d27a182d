import { Directive, Field, Int, ObjectType } from '@nestjs/graphql';

/** The page block of every paged list (product §15 `pagination`), shared by the subgraphs that page. */
@ObjectType('Pagination')
@Directive('@shareable')
export class PaginationModel {
  @Field(() => Int) page: number;
  @Field(() => Int) limit: number;
  @Field(() => Int) pages: number;
  @Field(() => Int) total: number;
}
