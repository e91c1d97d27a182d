import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { categoryInput } from './catalog-body';

const CATEGORY = 'id name description slug';
const LIST = `query Categories { categories { ${CATEGORY} productCount } }`;
const CREATE = `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY} } }`;
const UPDATE = `mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY} } }`;
const DELETE = `mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }`;

type Category = Record<string, unknown>;

/** product §15 /categories. */
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  list(@Req() req: Request): Promise<RestEnvelope<{ categories: Category[] }>> {
    return this.gql.rest(req, LIST, undefined, (d: { categories: Category[] }) => ({ categories: d.categories }));
  }

  @Post()
  @HttpCode(201)
  create(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ category: Category }>> {
    return this.gql.rest(
      req,
      CREATE,
      { input: categoryInput(raw) },
      (d: { createCategory: Category }) => ({ category: d.createCategory }),
      'Tạo danh mục thành công',
    );
  }

  @Put(':id')
  update(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<{ category: Category }>> {
    return this.gql.rest(
      req,
      UPDATE,
      { id, input: categoryInput(raw) },
      (d: { updateCategory: Category }) => ({ category: d.updateCategory }),
      'Cập nhật danh mục thành công',
    );
  }

  @Delete(':id')
  remove(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<Record<string, never>>> {
    return this.gql.rest(req, DELETE, { id }, () => ({}), 'Xóa danh mục thành công');
  }
}
