import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody, queryInt, text } from './identity-body';
import { ApiRoute } from './openapi/api-route';

// The back office's 'Cần hoàn tiền' (decision 0730): each route one operation of the payments subgraph.
const REFUND = `id source orderId orderNumber amount status bankTransactionId transferContent transferReference
  senderAccount { bankBin bankName accountNo accountName }
  bankBin bankName accountNo accountName bankReference refundedAt refundedByName createdAt
  qr { transferContent payload dataUrl imageUrl }`;
const REFUNDS = `query Refunds($page: Int, $limit: Int, $view: String) {
  refunds(page: $page, limit: $limit, view: $view) { refunds { ${REFUND} } pagination { page limit pages total } }
}`;
const ACCOUNT = `mutation SetRefundAccount($id: ID!, $input: RefundAccountInput!) { setRefundAccount(id: $id, input: $input) { ${REFUND} } }`;
const MARK = `mutation MarkRefunded($id: ID!, $input: MarkRefundedInput!) { markRefunded(id: $id, input: $input) { ${REFUND} } }`;

/** Staff (admin): money owed back, the customer's account, its VietQR, and marking it refunded once. */
@Controller('api/payments/refunds')
export class RefundsController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  @ApiRoute({
    tag: 'Payments',
    summary: 'Money owed back to customers (view owed, refunded or all)',
    access: 'staff',
    operation: REFUNDS,
    data: { field: 'refunds' },
    query: { variables: ['page', 'limit', 'view'] },
  })
  list(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<RestEnvelope<unknown>> {
    const variables = { page: queryInt(query.page), limit: queryInt(query.limit), view: typeof query.view === 'string' ? query.view : undefined };
    return this.gql.rest(req, REFUNDS, variables, (d: { refunds: unknown }) => d.refunds);
  }

  /** Body `{ bankBin, accountNo, accountName }`: the answer carries the refund's VietQR. */
  @Post(':id/account')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Payments',
    summary: "The customer's account a refund goes to",
    access: 'staff',
    operation: ACCOUNT,
    data: { field: 'setRefundAccount' },
    body: { input: 'input' },
    errors: { 404: ['REFUND_NOT_FOUND'], 409: ['REFUND_ALREADY_DONE'] },
  })
  account(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const body = asBody(raw);
    const input = { bankBin: text(body.bankBin), accountNo: text(body.accountNo), accountName: text(body.accountName) };
    return this.gql.rest(req, ACCOUNT, { id, input }, (d: { setRefundAccount: unknown }) => d.setRefundAccount);
  }

  /** Body `{ bankReference }`: once; a second mark is 409 REFUND_ALREADY_DONE. */
  @Post(':id/refunded')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Payments',
    summary: 'Mark a refund sent back, with the bank reference (once)',
    access: 'staff',
    operation: MARK,
    data: { field: 'markRefunded' },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['REFUND_NOT_FOUND'], 409: ['REFUND_ALREADY_DONE', 'REFUND_ACCOUNT_MISSING'] },
  })
  refunded(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const input = { bankReference: text(asBody(raw).bankReference) };
    return this.gql.rest(req, MARK, { id, input }, (d: { markRefunded: unknown }) => d.markRefunded, 'Đã đánh dấu đã hoàn tiền');
  }
}
