import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@shop/platform';
import { GatewayExecutor, toRest, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody, optionalText, queryInt, text } from './identity-body';
import { ApiRoute } from './openapi/api-route';

// The payment routes under /api/orders/{id}/… belong to payments; the rest of
// /api/orders is the orders controller's. Paths with one more segment never meet orders' `:id`.
const PAYMENT_DATA = `paymentId orderId orderNumber amount transferContent bank { bin name accountNumber accountName }
  qrPayload qrDataUrl qrImageUrl expiresAt`;
const STATUS = `query OrderPaymentStatus($orderId: ID!) { orderPaymentStatus(orderId: $orderId) { orderId paymentStatus isPaid } }`;
const CANCEL = `mutation CancelQrPayment($orderId: ID!) { cancelQrPayment(orderId: $orderId) { orderId paymentStatus isPaid } }`;
const CONFIRM = `mutation ConfirmPayment($orderId: ID!, $input: ConfirmPaymentInput!) {
  confirmPayment(orderId: $orderId, input: $input) { orderId paymentStatus isPaid }
}`;
const SESSION = `query PaymentSession($orderId: ID!) { paymentSession(orderId: $orderId) { ${PAYMENT_DATA} } }`;
const RENEW = `mutation RenewPaymentSession($orderId: ID!) { renewPaymentSession(orderId: $orderId) { ${PAYMENT_DATA} } }`;
const TRANSFER = `id provider providerId gateway transactionDate accountNumber content description transferType transferAmount referenceCode
  orderId orderNumber orderAmount missingAmount outcome refundAmount reason receivedAt attachedAt attachedByName handledAt handledByName handledNote`;
const TRANSFERS = `query BankTransfers($page: Int, $limit: Int, $outcome: String, $view: String) {
  bankTransfers(page: $page, limit: $limit, outcome: $outcome, view: $view) {
    transactions { ${TRANSFER} }
    pagination { page limit pages total }
  }
}`;
const ATTACH = `mutation AttachBankTransfer($id: ID!, $input: AttachBankTransferInput!) {
  attachBankTransfer(id: $id, input: $input) { transfer { ${TRANSFER} } orderId orderNumber orderAmount coveredAmount missingAmount paid message }
}`;
const HANDLE = `mutation MarkBankTransferHandled($id: ID!, $input: MarkBankTransferHandledInput!) {
  markBankTransferHandled(id: $id, input: $input) { ${TRANSFER} }
}`;

type Status = { orderId: string; paymentStatus: string; isPaid: boolean };

/** product §15 /orders/{id}/payment-status and /confirm-payment, and the QR page's code. */
@Controller('api/orders/:id')
export class OrderPaymentsController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get('payment-status')
  @ApiRoute({
    tag: 'Payments',
    summary: 'Whether an order is paid',
    access: 'owner',
    operation: STATUS,
    data: { field: 'orderPaymentStatus' },
    errors: { 404: ['ORDER_NOT_FOUND'] },
  })
  status(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<Status>> {
    return this.gql.rest(req, STATUS, { orderId: id }, (d: { orderPaymentStatus: Status }) => d.orderPaymentStatus);
  }

  /** product §9: the customer cancels the QR payment ({paymentStatus: 'unpaid'}, the only value taken). */
  @Put('payment-status')
  @ApiRoute({
    tag: 'Payments',
    summary: 'Cancel the QR payment of an order (`{"paymentStatus": "unpaid"}`, the only value taken)',
    access: 'owner',
    operation: CANCEL,
    data: { field: 'cancelQrPayment' },
    body: { schema: { type: 'object', properties: { paymentStatus: { const: 'unpaid' } }, required: ['paymentStatus'] } },
    errors: { 400: ['NOT_QR_PAYMENT'], 404: ['ORDER_NOT_FOUND'], 409: ['ALREADY_PAID', 'PAYMENT_CLOSED'] },
  })
  cancel(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<Status>> {
    if (asBody(raw).paymentStatus !== 'unpaid') {
      throw new DomainError('VALIDATION_FAILED', 'Trạng thái thanh toán không hợp lệ', 400, { paymentStatus: 'Trạng thái thanh toán không hợp lệ' });
    }
    return this.gql.rest(req, CANCEL, { orderId: id }, (d: { cancelQrPayment: Status }) => d.cancelQrPayment);
  }

  @Post('confirm-payment')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Payments',
    summary: 'Confirm by hand that an order was paid',
    access: 'staff',
    operation: CONFIRM,
    data: { field: 'confirmPayment' },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['ORDER_NOT_FOUND'], 409: ['ALREADY_PAID', 'TRANSACTION_ALREADY_USED'] },
  })
  confirm(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<Status>> {
    const body = asBody(raw);
    const input = { transactionId: text(body.transactionId), note: optionalText(body.note) };
    return this.gql.rest(req, CONFIRM, { orderId: id, input }, (d: { confirmPayment: Status }) => d.confirmPayment, 'Xác nhận thanh toán thành công');
  }

  /** The open QR code of the order (null when none is open: POST makes a new one). */
  @Get('payment-session')
  @ApiRoute({
    tag: 'Payments',
    summary: 'The open QR code of an order (null when none is open)',
    access: 'owner',
    operation: SESSION,
    data: { wrap: { paymentData: 'paymentSession' } },
    errors: { 400: ['NOT_QR_PAYMENT'], 404: ['ORDER_NOT_FOUND'] },
  })
  session(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<{ paymentData: unknown }>> {
    return this.gql.rest(req, SESSION, { orderId: id }, (d: { paymentSession: unknown }) => ({ paymentData: d.paymentSession }));
  }

  /** `Tạo mã mới` and refresh: a new code, the countdown starts again. */
  @Post('payment-session')
  @HttpCode(201)
  @ApiRoute({
    tag: 'Payments',
    summary: 'A new QR code for an order: the countdown starts again',
    access: 'owner',
    operation: RENEW,
    data: { wrap: { paymentData: 'renewPaymentSession' } },
    errors: { 400: ['NOT_QR_PAYMENT'], 404: ['ORDER_NOT_FOUND'], 409: ['ALREADY_PAID', 'PAYMENT_CLOSED'], 500: ['QR_CREATION_FAILED'] },
  })
  renew(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<{ paymentData: unknown }>> {
    return this.gql.rest(req, RENEW, { orderId: id }, (d: { renewPaymentSession: unknown }) => ({ paymentData: d.renewPaymentSession }));
  }
}

/**
 * Staff: bank transfers that need a person (partial, unmatched, already paid, to refund), and
 * what staff do about them (decision 0720). ?view=to_check|handled|attached|all.
 */
@Controller('api/payments/transactions')
export class PaymentTransfersController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  @ApiRoute({
    tag: 'Payments',
    summary: 'Bank transfers that need a person (view to_check, handled, attached or all)',
    access: 'staff',
    operation: TRANSFERS,
    data: { field: 'bankTransfers' },
    query: { variables: ['page', 'limit', 'outcome', 'view'] },
  })
  list(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<RestEnvelope<unknown>> {
    const variables = {
      page: queryInt(query.page),
      limit: queryInt(query.limit),
      outcome: typeof query.outcome === 'string' ? query.outcome : undefined,
      view: typeof query.view === 'string' ? query.view : undefined,
    };
    return this.gql.rest(req, TRANSFERS, variables, (d: { bankTransfers: unknown }) => d.bankTransfers);
  }

  /** Body `{ orderNumber }`: the message says whether the order is paid now or how much is missing. */
  @Post(':id/attach')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Payments',
    summary: 'Attach a bank transfer to an order by its number',
    access: 'staff',
    operation: ATTACH,
    data: { field: 'attachBankTransfer' },
    message: true,
    body: { input: 'input' },
    errors: {
      404: ['TRANSFER_NOT_FOUND', 'ORDER_NOT_FOUND'],
      409: ['TRANSFER_ALREADY_ATTACHED', 'TRANSFER_HANDLED', 'TRANSFER_NOT_TO_CHECK', 'TRANSFER_OUTGOING', 'TRANSFER_PENDING', 'ALREADY_PAID'],
    },
  })
  async attach(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const input = { orderNumber: text(asBody(raw).orderNumber) };
    const data = await this.gql.execute<{ attachBankTransfer: { message: string } }>(req, ATTACH, { id, input });
    return { success: true, data: toRest(data.attachBankTransfer), message: data.attachBankTransfer.message };
  }

  /** Body `{ note }` (required): refunded outside the shop, not ours… */
  @Post(':id/handled')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Payments',
    summary: 'Mark a bank transfer handled outside the shop, with a note',
    access: 'staff',
    operation: HANDLE,
    data: { field: 'markBankTransferHandled' },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['TRANSFER_NOT_FOUND'], 409: ['TRANSFER_ALREADY_ATTACHED', 'TRANSFER_HANDLED', 'TRANSFER_NOT_TO_CHECK'] },
  })
  handled(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const input = { note: text(asBody(raw).note) };
    return this.gql.rest(req, HANDLE, { id, input }, (d: { markBankTransferHandled: unknown }) => d.markBankTransferHandled, 'Đã đánh dấu giao dịch đã xử lý');
  }
}
