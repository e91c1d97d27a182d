import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@shop/auth';
import { can } from '@shop/contracts';
import { DomainError, forbidden, isUuid, validationFailed } from '@shop/platform';
import { CustomersRepository, type CustomerRow } from '../customers/customers.repository';
import type { PlaceOrderInput } from './order.inputs';
import type { PlaceOrderResultModel } from './order.model';
import { PlaceOrderService } from './place-order.service';

// identity's UserRegistered reaches orders a moment after staff create the customer there (tens
// of milliseconds). Bounded well under the 2 s any answer may take, so an id nobody has is a quick 404.
const WAIT_FOR_NEW_CUSTOMER_MS = 1_000;

/**
 * An order taken by phone, Zalo or Facebook (decision 0660): staff place it on a customer's behalf
 * through the shopper's own placement path; it belongs to the customer and records who placed it.
 */
@Injectable()
export class OrderForCustomerService {
  constructor(
    private readonly placement: PlaceOrderService,
    private readonly customers: CustomersRepository,
  ) {}

  async place(staff: AuthUser, customerId: string, input: PlaceOrderInput, idempotencyKey?: string | null): Promise<PlaceOrderResultModel> {
    // The resolver's guard says the same; the rule is the use case's, whoever calls it.
    if (!can(staff.role, 'orders')) throw forbidden();
    if (!isUuid(customerId)) throw validationFailed({ customerId: 'Vui lòng chọn khách hàng' });
    const customer = await this.customerOf(customerId);
    // Only a customer's account takes orders: staff do not order, not even through a colleague (decision 0653).
    if (!customer || customer.role !== 'customer') throw new DomainError('CUSTOMER_NOT_FOUND', 'Không tìm thấy khách hàng', 404);
    // The confirmation goes to the account's own address, the one the customer signs in with.
    const forCustomer: PlaceOrderInput = { ...input, customerInfo: { ...input.customerInfo, email: customer.email } };
    return this.placement.placeFor({ customerId, createdBy: { id: staff.id, name: staff.name } }, forCustomer, idempotencyKey);
  }

  private async customerOf(id: string): Promise<CustomerRow | undefined> {
    const deadline = Date.now() + WAIT_FOR_NEW_CUSTOMER_MS;
    for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
      const row = await this.customers.byId(id);
      if (row || Date.now() > deadline) return row;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
