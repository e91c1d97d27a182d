import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@shop/platform';
import { GatewayExecutor } from '../graphql/gateway-executor';
import { ApiRoute } from '../rest/openapi/api-route';
import { orderFilter } from '../rest/orders-body';
import { STOCK_COLUMNS, STOCK_SHEET_ROW, type StockSheetRow } from './stock-sheet';
import { EXPORT_ORDER, LINE_COLUMNS, linesOf, ORDER_COLUMNS, type ExportOrder } from './orders-sheet';
import { fileName, workbook, XLSX_TYPE } from './workbook';

/** The list's largest page; an export reads the list page by page, as the screen would. */
const PAGE = 50;
/** decision 0522: an export is answered in one request; beyond this, staff narrow the filters. */
export const MAX_EXPORT_ORDERS = 5000;

const STOCK = `query StockSheet { stockSheet { ${STOCK_SHEET_ROW} } }`;
const LIST = `query ExportOrders($filter: OrderFilter) { orders(filter: $filter) { orders { ${EXPORT_ORDER} } pagination { pages total } } }`;

const WORKBOOK = {
  description: 'An Excel workbook (.xlsx), named in Content-Disposition',
  content: { [XLSX_TYPE]: { type: 'string', format: 'binary' } },
  headers: { 'Content-Disposition': 'attachment; filename="…-YYYY-MM-DD.xlsx"' },
};

const badLayout = () =>
  new DomainError('VALIDATION_FAILED', 'Kiểu xuất không hợp lệ', 400, { layout: 'Chọn "orders" (mỗi đơn một dòng) hoặc "lines" (mỗi sản phẩm một dòng)' });
const tooMany = (total: number) =>
  new DomainError(
    'EXPORT_TOO_LARGE',
    `Có ${total.toLocaleString('vi-VN')} đơn hàng khớp bộ lọc; mỗi lần xuất tối đa ${MAX_EXPORT_ORDERS.toLocaleString('vi-VN')} đơn, hãy lọc bớt`,
    400,
  );

/**
 * Staff spreadsheets (decision 0522). The orders service answers the list and checks that the
 * caller is staff, as for the screen; the gateway only lays the answer out as a workbook.
 */
@Controller('api/exports')
export class ExportsController {
  constructor(private readonly gql: GatewayExecutor) {}

  /** `?layout=orders|lines` and the order list's filters (status, paymentStatus, paymentMethod, search, from, to). */
  @Get('orders')
  @ApiRoute({
    tag: 'Orders',
    summary: 'The orders the list’s filters select, as an Excel workbook: one row per order, or per line',
    access: 'staff',
    query: {
      schema: {
        type: 'object',
        properties: {
          layout: { enum: ['orders', 'lines'], description: '`orders` (default): one row per order; `lines`: one row per product of an order' },
          status: { type: 'string' },
          paymentStatus: { type: 'string' },
          paymentMethod: { type: 'string' },
          search: { type: 'string', description: 'Order number, or the customer’s name, phone or e-mail; accents optional' },
          from: { type: 'string', format: 'date', description: 'Placed on or after this day (YYYY-MM-DD, Vietnam time)' },
          to: { type: 'string', format: 'date', description: 'Placed on or before this day (YYYY-MM-DD, Vietnam time)' },
        },
      },
    },
    answer: WORKBOOK,
    errors: { 400: ['VALIDATION_FAILED', 'INVALID_PERIOD', 'EXPORT_TOO_LARGE'] },
  })
  async orders(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const layout = query.layout ?? 'orders';
    if (layout !== 'orders' && layout !== 'lines') throw badLayout();
    const { page: _page, limit: _limit, ...filter } = orderFilter(query, true);
    const orders: ExportOrder[] = [];
    // An order placed while the pages are read shifts the list by one: it is written once.
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const data = await this.gql.execute<{ orders: { orders: ExportOrder[]; pagination: { pages: number; total: number } } }>(req, LIST, {
        filter: { ...filter, page, limit: PAGE },
      });
      const { pagination } = data.orders;
      if (pagination.total > MAX_EXPORT_ORDERS) throw tooMany(pagination.total);
      for (const o of data.orders.orders) if (!seen.has(o.orderNumber) && seen.add(o.orderNumber)) orders.push(o);
      if (page >= pagination.pages) break;
    }
    const file = layout === 'orders' ? await workbook('Đơn hàng', ORDER_COLUMNS, orders) : await workbook('Sản phẩm trong đơn', LINE_COLUMNS, linesOf(orders));
    return new StreamableFile(file, {
      type: XLSX_TYPE,
      disposition: `attachment; filename="${fileName(layout === 'orders' ? 'don-hang' : 'don-hang-theo-san-pham')}"`,
    });
  }

  /** Every variant, and every product without variants: price, original price and stock, to change and send back. */
  @Get('products')
  @ApiRoute({
    tag: 'Products',
    summary: 'Every variant (and product without variants) with price, original price and stock, as an Excel workbook to change and send back',
    access: 'staff',
    answer: WORKBOOK,
  })
  async products(@Req() req: Request): Promise<StreamableFile> {
    const data = await this.gql.execute<{ stockSheet: StockSheetRow[] }>(req, STOCK);
    const file = await workbook('Sản phẩm và tồn kho', STOCK_COLUMNS, data.stockSheet);
    return new StreamableFile(file, { type: XLSX_TYPE, disposition: `attachment; filename="${fileName('san-pham-ton-kho')}"` });
  }
}
