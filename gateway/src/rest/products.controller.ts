import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PRODUCT_DETAIL_FIELDS, PRODUCT_VARIANT_FIELDS, SEARCH_SUGGESTION_FIELDS } from '@shop/contracts';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { productInput, queryPage, queryText, stockValue } from './catalog-body';
import { LIST, detailText, listingText, sendJson, suggestionsText } from './catalog-reads';
import { ApiRoute } from './openapi/api-route';

// product §3 Product as REST shows it (ids as `_id`): the fields the catalog's own REST read writes too.
const VARIANT = PRODUCT_VARIANT_FIELDS;
const FULL = PRODUCT_DETAIL_FIELDS;

const SUGGESTIONS = `query SearchSuggestions($q: String!, $limit: Int) {
  searchSuggestions(q: $q, limit: $limit) { ${SEARCH_SUGGESTION_FIELDS} }
}`;
const DETAIL = `query Product($id: ID!) { product(id: $id) { ${FULL} } }`;
const INVENTORY = `query Inventory($page: Int, $limit: Int, $search: String, $filter: StockFilter) {
  inventory(page: $page, limit: $limit, search: $search, filter: $filter) {
    products { id name brand price images { id url alt mimetype } variants { ${VARIANT} } totalStock soldCount isActive }
    pagination { page limit pages total }
    summary { totalVariants inStock low out }
  }
}`;
const CREATE = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ${FULL} } }`;
const UPDATE = `mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { ${FULL} } }`;
const DELETE = `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`;
const VARIANT_STOCK = `mutation UpdateVariantStock($productId: ID!, $variantId: ID!, $stock: Int!) {
  updateVariantStock(productId: $productId, variantId: $variantId, stock: $stock) { id totalStock variants { ${VARIANT} } }
}`;
const PRODUCT_STOCK = `mutation UpdateProductStock($productId: ID!, $stock: Int!) {
  updateProductStock(productId: $productId, stock: $stock) { id totalStock variants { ${VARIANT} } }
}`;

type Product = Record<string, unknown>;

/** product §15 /products: the same catalog operations as the GraphQL API, in the REST envelope. */
@Controller('api/products')
export class ProductsController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  @ApiRoute({
    tag: 'Products',
    summary: 'List, filter, sort and search products (product §4.1)',
    description: 'Staff may add `includeInactive=true` to see hidden products.',
    access: 'anyone',
    operation: LIST,
    data: { field: 'products' },
    query: { input: 'filter' },
  })
  async list(@Req() req: Request, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendJson(res, await listingText(this.gql, req, query));
  }

  /** Suggestions under the search box as the shopper types (decision 0204). */
  @Get('suggestions')
  @ApiRoute({
    tag: 'Products',
    summary: 'Products and categories suggested as the shopper types (accents ignored, none under 2 letters)',
    access: 'anyone',
    operation: SUGGESTIONS,
    data: { field: 'searchSuggestions' },
    query: { variables: ['q', 'limit'] },
  })
  async suggestions(@Req() req: Request, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    sendJson(res, await suggestionsText(this.gql, req, query));
  }

  /** Staff stock overview (product §2 admin inventory): 20 per page, search, filter all|low|out. */
  @Get('inventory')
  @ApiRoute({
    tag: 'Products',
    summary: 'Stock overview: 20 a page, search, filter all, low or out',
    access: 'staff',
    operation: INVENTORY,
    data: { field: 'inventory' },
    query: { variables: ['page', 'limit', 'search', 'filter'] },
  })
  inventory(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<RestEnvelope<unknown>> {
    const variables = {
      page: queryPage(query.page),
      limit: queryPage(query.limit),
      search: queryText(query.search),
      filter: queryText(query.filter),
    };
    return this.gql.rest(req, INVENTORY, variables, (d: { inventory: unknown }) => d.inventory);
  }

  @Get(':id')
  @ApiRoute({
    tag: 'Products',
    summary: 'One product, with its description and reviews',
    access: 'anyone',
    operation: DETAIL,
    data: { wrap: { product: 'product' }, nonNull: true },
    errors: { 404: ['PRODUCT_NOT_FOUND'] },
  })
  async detail(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    sendJson(res, await detailText(this.gql, req, id));
  }

  @Post()
  @HttpCode(201)
  @ApiRoute({
    tag: 'Products',
    summary: 'Create a product',
    access: 'staff',
    operation: CREATE,
    data: { wrap: { product: 'createProduct' } },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['CATEGORY_NOT_FOUND'], 409: ['SKU_TAKEN'] },
  })
  create(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ product: Product }>> {
    return this.gql.rest(
      req,
      CREATE,
      { input: productInput(raw, false) },
      (d: { createProduct: Product }) => ({ product: d.createProduct }),
      'Tạo sản phẩm thành công',
    );
  }

  @Put(':id')
  @ApiRoute({
    tag: 'Products',
    summary: 'Change a product (only the fields sent)',
    access: 'staff',
    operation: UPDATE,
    data: { wrap: { product: 'updateProduct' } },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['PRODUCT_NOT_FOUND', 'CATEGORY_NOT_FOUND'], 409: ['SKU_TAKEN'] },
  })
  update(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<{ product: Product }>> {
    return this.gql.rest(
      req,
      UPDATE,
      { id, input: productInput(raw, true) },
      (d: { updateProduct: Product }) => ({ product: d.updateProduct }),
      'Cập nhật sản phẩm thành công',
    );
  }

  @Delete(':id')
  @ApiRoute({
    tag: 'Products',
    summary: 'Delete a product',
    access: 'staff',
    operation: DELETE,
    data: { empty: true },
    message: true,
    errors: { 404: ['PRODUCT_NOT_FOUND'] },
  })
  remove(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<Record<string, never>>> {
    return this.gql.rest(req, DELETE, { id }, () => ({}), 'Xóa sản phẩm thành công');
  }

  @Put(':id/variants/:variantId/stock')
  @ApiRoute({
    tag: 'Products',
    summary: 'Set the stock of one variant',
    access: 'staff',
    operation: VARIANT_STOCK,
    data: { wrap: { product: 'updateVariantStock' } },
    message: true,
    body: { variables: ['stock'] },
    errors: { 400: ['NEGATIVE_STOCK'], 404: ['PRODUCT_NOT_FOUND', 'VARIANT_NOT_FOUND'] },
  })
  variantStock(@Req() req: Request, @Param('id') id: string, @Param('variantId') variantId: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const stock = stockValue((raw as { stock?: unknown } | undefined)?.stock);
    return this.gql.rest(
      req,
      VARIANT_STOCK,
      { productId: id, variantId, stock },
      (d: { updateVariantStock: Product }) => ({ product: d.updateVariantStock }),
      'Cập nhật tồn kho thành công',
    );
  }

  @Put(':id/stock')
  @ApiRoute({
    tag: 'Products',
    summary: 'Set the stock of a product without variants',
    access: 'staff',
    operation: PRODUCT_STOCK,
    data: { wrap: { product: 'updateProductStock' } },
    message: true,
    body: { variables: ['stock'] },
    errors: { 400: ['NEGATIVE_STOCK', 'PRODUCT_HAS_VARIANTS'], 404: ['PRODUCT_NOT_FOUND'] },
  })
  productStock(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const stock = stockValue((raw as { stock?: unknown } | undefined)?.stock);
    return this.gql.rest(
      req,
      PRODUCT_STOCK,
      { productId: id, stock },
      (d: { updateProductStock: Product }) => ({ product: d.updateProductStock }),
      'Cập nhật tồn kho thành công',
    );
  }
}
