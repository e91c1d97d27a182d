import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@shop/platform';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { ApiRoute } from '../rest/openapi/api-route';
import { readStockSheet } from './stock-sheet';
import { XLSX_TYPE } from './workbook';

/** A sheet of 5.000 rows is well under 1 MB; the limit keeps a wrong file from filling memory. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

const PLAN = 'rows { line label outcome changes problems } planId changed unchanged refused applied';
const PREVIEW = `mutation PreviewStockImport($rows: [StockSheetRowInput!]!) { previewStockImport(rows: $rows) { ${PLAN} } }`;
const APPLY = `mutation ApplyStockImport($rows: [StockSheetRowInput!]!, $planId: String!) { applyStockImport(rows: $rows, planId: $planId) { ${PLAN} } }`;

const notXlsxBody = () => new DomainError('IMPORT_NOT_XLSX', `Gửi tệp Excel (.xlsx) trong thân yêu cầu, Content-Type: ${XLSX_TYPE}`, 415);
const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', 'Tệp quá lớn (tối đa 5 MB)', 413);
const noPlan = () => new DomainError('VALIDATION_FAILED', 'Thiếu mã xem trước (planId): hãy xem trước rồi mới áp dụng', 400, { planId: 'Bắt buộc' });

/** The workbook of `GET /api/exports/products`, changed, as the raw body. */
const XLSX_BODY = { type: 'string', format: 'binary' };

/** An empty preview: the catalog answers 401 or 403 before the gateway reads a file it would refuse anyway. */
const ALLOWED = `mutation MayImportStock { previewStockImport(rows: []) { planId } }`;

async function fileOf(req: Request): Promise<Buffer> {
  if (!(req.headers['content-type'] ?? '').startsWith(XLSX_TYPE)) throw notXlsxBody();
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_FILE_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FILE_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The stock and price sheet sent back (decision 0522): the gateway reads the workbook's cells;
 * the catalog checks every row, answers the preview and applies it, and checks that the caller
 * may edit the catalog.
 */
@Controller('api/imports')
export class ImportsController {
  constructor(private readonly gql: GatewayExecutor) {}

  /** Writes nothing: each row with what it would change or why it is refused, and the planId to apply it. */
  @Post('products/preview')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Products',
    summary: 'Read a stock sheet sent back: each row with what it would change or why it is refused; writes nothing',
    access: 'staff',
    operation: PREVIEW,
    data: { field: 'previewStockImport' },
    body: { schema: XLSX_BODY },
    bodyType: XLSX_TYPE,
    errors: { 415: ['IMPORT_NOT_XLSX'] },
  })
  async preview(@Req() req: Request): Promise<RestEnvelope<unknown>> {
    await this.gql.execute(req, ALLOWED);
    const rows = await readStockSheet(await fileOf(req));
    return this.gql.rest(req, PREVIEW, { rows }, (d: { previewStockImport: unknown }) => d.previewStockImport);
  }

  /** All the accepted rows of the preview `planId`, in one transaction, or nothing (409). */
  @Post('products/apply')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Products',
    summary: 'Apply the accepted rows of the preview `planId` in one transaction, or nothing (409 when the stock changed since)',
    access: 'staff',
    operation: APPLY,
    data: { field: 'applyStockImport' },
    message: true,
    query: { schema: { type: 'object', properties: { planId: { type: 'string', description: 'The preview’s `planId`' } } } },
    body: { schema: XLSX_BODY },
    bodyType: XLSX_TYPE,
    errors: { 409: ['CONFLICT'], 415: ['IMPORT_NOT_XLSX'] },
  })
  async apply(@Req() req: Request, @Query('planId') planId: unknown): Promise<RestEnvelope<unknown>> {
    if (typeof planId !== 'string' || planId === '') throw noPlan();
    await this.gql.execute(req, ALLOWED);
    const rows = await readStockSheet(await fileOf(req));
    return this.gql.rest(req, APPLY, { rows, planId }, (d: { applyStockImport: unknown }) => d.applyStockImport, 'Đã áp dụng tệp nhập kho');
  }
}
