import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { OwnAuthorizationHeader } from '@shop/auth';
import type { Logger } from '@shop/config';
import { DomainError, LOGGER } from '@shop/platform';
import { sepayApiKey } from '../common/payment-config';
import { ReconciliationService } from './reconciliation.service';
import { sepayAuthorized } from './sepay-auth';
import { sepayTransaction } from '@shop/contracts';

/**
 * SePay's bank-transfer notifications, reached through the gateway's raw proxy
 * at /api/payments/webhooks/sepay. The answer comes as soon as the notification is stored; the
 * matching runs after it (and the worker's sweep retries whatever a crash left behind).
 */
@Controller('webhooks')
export class SepayWebhookController {
  constructor(
    private readonly reconciliation: ReconciliationService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('sepay')
  @HttpCode(200)
  @OwnAuthorizationHeader()
  async sepay(@Headers('authorization') authorization: unknown, @Body() body: unknown): Promise<{ success: true }> {
    if (!sepayAuthorized(authorization, sepayApiKey())) throw new DomainError('UNAUTHORIZED', 'Unauthorized', 401);
    const parsed = sepayTransaction.safeParse(body);
    if (!parsed.success) throw new DomainError('VALIDATION_FAILED', 'Dữ liệu webhook không hợp lệ', 400);
    const id = await this.reconciliation.record(parsed.data);
    // A duplicate (SePay retries until it sees success) is acknowledged and changes nothing.
    if (id) {
      setImmediate(() => {
        this.reconciliation
          .process(id)
          .catch((err: unknown) => this.logger.error({ err, bankTransaction: id }, 'bank transfer processing failed; the sweep retries it'));
      });
    }
    return { success: true };
  }
}
