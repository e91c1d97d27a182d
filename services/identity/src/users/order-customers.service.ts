import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../auth/passwords';
import { AccountsService } from './accounts.service';
import type { CreateOrderCustomerInput, OrderCustomerModel } from './order-customer.model';
import { UsersRepository } from './users.repository';
import type { UserRow } from './users.schema';

const MATCHES = 10;

const toOrderCustomer = (u: UserRow): OrderCustomerModel => ({ id: u.id, name: u.name, email: u.email, phone: u.phone });

/**
 * The customers staff take orders for by phone or chat (decision 0660). Staff with the orders
 * permission (sellers too) find a customer by phone, e-mail or name, or create one; the full
 * customer list and addresses stay with the customers permission (decision 0430).
 */
@Injectable()
export class OrderCustomersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
  ) {}

  async find(search: string): Promise<OrderCustomerModel[]> {
    const text = search.trim().slice(0, 100);
    return (await this.users.customersMatching(text, MATCHES)).map(toOrderCustomer);
  }

  /**
   * A customer account with a password nobody knows: the customer chooses one through
   * 'Quên mật khẩu' with this e-mail, and then sees the order in "my orders". A taken e-mail is
   * EMAIL_TAKEN (409): that customer is found by the search instead.
   */
  async create(input: CreateOrderCustomerInput): Promise<OrderCustomerModel> {
    const passwordHash = await this.hasher.unusable();
    const user = await this.accounts.create({ name: input.name, email: input.email, phone: input.phone, role: 'customer', passwordHash });
    return toOrderCustomer(user);
  }
}
