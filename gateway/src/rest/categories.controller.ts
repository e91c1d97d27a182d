import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { categoryInput } from './catalog-body';
import { ApiRoute } from './openapi/api-route';

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
  @ApiRoute({
    tag: 'Categories',
    summary: 'Every category, with its number of products',
    access: 'anyone',
    operation: LIST,
    data: { wrap: { categories: 'categories' } },
  })
  list(@Req() req: Request): Promise<RestEnvelope<{ categories: Category[] }>> {
    return this.gql.rest(req, LIST, undefined, (d: { categories: Category[] }) => ({ categories: d.categories }));
  }

  @Post()
  @HttpCode(201)
  @ApiRoute({
    tag: 'Categories',
    summary: 'Create a category',
    access: 'staff',
    operation: CREATE,
    data: { wrap: { category: 'createCategory' } },
    message: true,
    body: { input: 'input' },
    errors: { 409: ['CATEGORY_SLUG_TAKEN'] },
  })
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
  @ApiRoute({
    tag: 'Categories',
    summary: 'Rename or describe a category',
    access: 'staff',
    operation: UPDATE,
    data: { wrap: { category: 'updateCategory' } },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['CATEGORY_NOT_FOUND'], 409: ['CATEGORY_SLUG_TAKEN'] },
  })
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
  @ApiRoute({
    tag: 'Categories',
    summary: 'Delete a category no product uses',
    access: 'staff',
    operation: DELETE,
    data: { empty: true },
    message: true,
    errors: { 404: ['CATEGORY_NOT_FOUND'], 409: ['CATEGORY_IN_USE'] },
  })
  remove(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<Record<string, never>>> {
    return this.gql.rest(req, DELETE, { id }, () => ({}), 'Xóa danh mục thành công');
  }
}
