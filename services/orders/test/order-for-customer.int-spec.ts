import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { AuthUser } from '@shop/auth';
import type { DomainError } from '@shop/platform';
import { useStarted } from '@shop/testing';
import { OrderForCustomerService } from '../src/orders/order-for-customer.service';
import { customer, orderInput, staff, startOrdersApp } from './support/orders-app';

// Orders taken by phone or chat (decision 0660): who may place one, for whom, and what it records.

let forCustomer: OrderForCustomerService;
const t = useStarted(
  () => startOrdersApp('for_customer'),
  async () => {
    forCustomer = t.app.get(OrderForCustomerService);
  },
);

/** An account as orders hears of it from identity.UserRegistered. */
async function known(role: 'customer' | 'admin' | 'seller', id = randomUUID()): Promise<{ id: string; email: string }> {
  const email = `tk.${id}@example.com`;
  await t.pool.query(`INSERT INTO customers (id, email, name, role, registered_at) VALUES ($1, $2, 'Khách Zalo', $3, now())`, [id, email, role]);
  return { id, email };
}

const seller = (): AuthUser => ({ ...staff(), role: 'seller', name: 'Người Bán' });
const refusal = async (p: Promise<unknown>): Promise<DomainError> => {
  try {
    await p;
  } catch (err) {
    return err as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('an order staff place for a customer', () => {
  it("is the customer's, names the staff member, and mails the account's own address", async () => {
    const p = t.catalog.product(5, 100_000);
    const c = await known('customer');
    const by = seller();
    const { order } = await forCustomer.place(by, c.id, orderInput([{ ...p, quantity: 2 }]));
    assert.equal(order.customerId, c.id);
    assert.deepEqual(order.createdBy, { id: by.id, name: 'Người Bán' });
    assert.equal(order.customerInfo.email, c.email);
    const { rows } = await t.pool.query(`SELECT customer_id, created_by, customer_info->>'email' AS email FROM orders WHERE id = $1`, [order.id]);
    assert.deepEqual(rows, [{ customer_id: c.id, created_by: { id: by.id, name: 'Người Bán' }, email: c.email }]);
    const events = await t.pool.query(`SELECT payload->>'customerId' AS customer FROM outbox WHERE type = 'orders.OrderPlaced' AND payload->>'orderId' = $1`, [
      order.id,
    ]);
    assert.deepEqual(events.rows, [{ customer: c.id }]);
    const mail = await t.pool.query(`SELECT kind FROM mail_requests WHERE order_id = $1`, [order.id]);
    assert.deepEqual(mail.rows, [{ kind: 'placed' }]);
  });

  it('gives one order when two staff members send the same key for the same customer', async () => {
    const p = t.catalog.product(5, 100_000);
    const c = await known('customer');
    const key = randomUUID();
    const input = orderInput([{ ...p, quantity: 1 }]);
    const [a, b] = await Promise.all([forCustomer.place(staff(), c.id, input, key), forCustomer.place(seller(), c.id, input, key)]);
    assert.equal(a.order.id, b.order.id);
    assert.equal(Number((await t.pool.query('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [c.id])).rows[0].n), 1);
  });

  it('waits for a customer identity created a moment ago', async () => {
    const p = t.catalog.product(5, 100_000);
    const id = randomUUID();
    setTimeout(() => void known('customer', id), 300);
    const { order } = await forCustomer.place(staff(), id, orderInput([{ ...p, quantity: 1 }]));
    assert.equal(order.customerId, id);
  });

  it('refuses a customer as the caller, and a staff account or an unknown id as the customer, reserving nothing', async () => {
    const p = t.catalog.product(5, 100_000);
    const input = orderInput([{ ...p, quantity: 1 }]);
    const c = await known('customer');
    assert.equal((await refusal(forCustomer.place(customer(), c.id, input))).code, 'FORBIDDEN');
    const colleague = await known('seller');
    assert.equal((await refusal(forCustomer.place(staff(), colleague.id, input))).code, 'CUSTOMER_NOT_FOUND');
    const started = Date.now();
    const unknown = await refusal(forCustomer.place(staff(), randomUUID(), input));
    assert.equal(unknown.code, 'CUSTOMER_NOT_FOUND');
    assert.equal(unknown.message, 'Không tìm thấy khách hàng');
    assert.ok(Date.now() - started < 2000, `an unknown id is answered within the second it is waited for (${Date.now() - started} ms)`);
    assert.equal((await refusal(forCustomer.place(staff(), 'khong-phai-uuid', input))).code, 'VALIDATION_FAILED');
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 5);
  });
});
