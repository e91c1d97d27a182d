import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createLogger } from '@shop/config';
import { Mailer, type Mail } from '@shop/platform';
import { MetricsProbe, plainText, useStarted, waitFor } from '@shop/testing';
import { MailRequestsRepository } from '../src/mail/mail-requests.repository';
import { MailRetentionJob } from '../src/mail/mail-retention.job';
import { MailSender } from '../src/mail/mail-sender';
import { OrdersRepository } from '../src/orders/orders.repository';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { customer, orderInput, startOrdersApp } from './support/orders-app';

// Before any instrument is used: what the process's OpenTelemetry SDK does at boot.
const probe = MetricsProbe.install();
const attempts = (result: string) => probe.value('shop_mails_total', { kind: 'placed', result });
const owedGauge = async (name: string) => (await probe.points(name)).find((p) => p.attributes.service === 'orders')?.value;

// Five mails a second, looked for every 100 ms: the pace is visible within a test's time.
process.env.MAIL_PER_SECOND = '5';
process.env.MAIL_POLL_MS = '100';

let placement: PlaceOrderService;
let mailer: Mailer;
const realSend = Mailer.prototype.send;
const t = useStarted(
  () => startOrdersApp('mail'),
  async () => {
    placement = t.app.get(PlaceOrderService);
    mailer = t.app.get(Mailer);
  },
);

const filesTo = (to: string) => (existsSync(t.mailDir) ? readdirSync(t.mailDir).filter((f) => f.endsWith(`-${to}.eml`)) : []);
const requestOf = async (orderId: string) => (await t.pool.query(`SELECT * FROM mail_requests WHERE order_id = $1 AND kind = 'placed'`, [orderId])).rows[0];

async function placeFor(email: string): Promise<string> {
  const p = t.catalog.product(10);
  const input = orderInput([{ ...p, quantity: 1 }], { customerInfo: { name: 'Trần Thu', email, phone: '0912345678' } });
  return (await placement.place(customer(), input)).order.id;
}

describe('mails owed to customers (decision 0613, addendum of 27 November)', () => {
  it('owes the confirmation with the order and sends each once, at most MAIL_PER_SECOND a second', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `nhip${i}.${randomUUID().slice(0, 6)}@example.com`);
    const ids = await Promise.all(emails.map(placeFor));
    for (const id of ids) assert.ok(await requestOf(id), 'owed as soon as the order exists');
    await waitFor(async () => (await Promise.all(ids.map(requestOf))).every((r) => r.sent_at), { what: 'twelve mails sent', timeoutMs: 15_000 });
    const sentAt = (await Promise.all(ids.map(requestOf))).map((r) => (r.sent_at as Date).getTime()).sort((a, b) => a - b);
    // Five a second: any six consecutive mails span at least a second, less some slack: `sent_at` is
    // PostgreSQL's clock when the row is updated after the send, so on a loaded machine one stamp can
    // lag its send by a hundred milliseconds or more (seen: 895 ms). Without the limit, twelve go out
    // within a few milliseconds.
    for (let i = 0; i + 5 < sentAt.length; i++)
      assert.ok(sentAt[i + 5] - sentAt[i] >= 750, `mails ${i}..${i + 5} went out within ${sentAt[i + 5] - sentAt[i]} ms`);
    for (const email of emails) assert.equal(filesTo(email).length, 1, email);
    const [{ order_number: number }] = (await t.pool.query('SELECT order_number FROM orders WHERE id = $1', [ids[0]])).rows;
    const text = plainText(readFileSync(path.join(t.mailDir, filesTo(emails[0])[0]), 'utf8'));
    assert.ok(text.includes('đã được ghi nhận') && text.includes(number), text);
  });

  it('tries a failed mail again later, and gives up after its eighth attempt, keeping the error', async () => {
    let failing = true;
    mailer.send = async function (this: Mailer, mail: Mail) {
      if (failing) throw new Error('421 máy chủ thư bận, thử lại sau');
      return realSend.call(this, mail);
    };
    const before = { sent: await attempts('sent'), failed: await attempts('failed'), givenUp: await attempts('given_up') };
    try {
      const email = `loi.${randomUUID().slice(0, 6)}@example.com`;
      const id = await placeFor(email);
      await waitFor(async () => (await requestOf(id)).attempts === 1, { what: 'a failed attempt recorded' });
      // Operators see it owed (the table is read at most every 5 s).
      await waitFor(async () => ((await owedGauge('shop_mails_owed')) ?? 0) >= 1 && ((await owedGauge('shop_mails_oldest_owed_seconds')) ?? 0) > 0, {
        what: 'the owed mail in the gauges',
        timeoutMs: 8000,
      });
      let row = await requestOf(id);
      assert.equal(row.sent_at, null);
      assert.equal(row.last_error, '421 máy chủ thư bận, thử lại sau');
      assert.ok((row.next_attempt_at as Date).getTime() > Date.now() + 20_000, 'tried again after a delay, not at once');

      failing = false;
      await t.pool.query(`UPDATE mail_requests SET next_attempt_at = now() WHERE order_id = $1`, [id]); // the delay has passed
      await waitFor(async () => (await requestOf(id)).sent_at !== null, { what: 'sent on the second attempt' });
      row = await requestOf(id);
      assert.equal(row.attempts, 2);
      assert.equal(row.last_error, null);
      assert.equal(filesTo(email).length, 1);

      failing = true;
      const doomed = await placeFor(`hong.${randomUUID().slice(0, 6)}@example.com`);
      await waitFor(async () => (await requestOf(doomed)).attempts === 1, { what: 'first failure' });
      await t.pool.query(`UPDATE mail_requests SET attempts = 7, next_attempt_at = now() WHERE order_id = $1`, [doomed]);
      await waitFor(async () => (await requestOf(doomed)).failed_at !== null, { what: 'given up after the eighth attempt' });
      await t.pool.query(`UPDATE mail_requests SET next_attempt_at = now() WHERE order_id = $1`, [doomed]);
      // A mail owed after that update is tried by a later round, which passes the given-up one by.
      const later = await placeFor(`sau.${randomUUID().slice(0, 6)}@example.com`);
      await waitFor(async () => (await requestOf(later)).attempts === 1, { what: 'a round after the given-up mail was due again' });
      row = await requestOf(doomed);
      assert.equal(row.attempts, 8, 'never tried again');
      assert.equal(row.sent_at, null);
      assert.match(row.last_error, /421/);
      // Counted by what came of each attempt: three failures (the first mail, the doomed one, the later one), one sent, one given up.
      assert.deepEqual(
        {
          sent: (await attempts('sent')) - before.sent,
          failed: (await attempts('failed')) - before.failed,
          givenUp: (await attempts('given_up')) - before.givenUp,
        },
        { sent: 1, failed: 3, givenUp: 1 },
      );
    } finally {
      mailer.send = realSend;
    }
  });

  it('never sends a mail twice when two replicas send', async () => {
    const sends = new Map<string, number>();
    mailer.send = async function (this: Mailer, mail: Mail) {
      sends.set(mail.to, (sends.get(mail.to) ?? 0) + 1);
      return realSend.call(this, mail);
    };
    const second = new MailSender(t.app.get(MailRequestsRepository), t.app.get(OrdersRepository), mailer, createLogger('orders-replica'));
    second.onApplicationBootstrap();
    try {
      const emails = Array.from({ length: 10 }, (_, i) => `doi${i}.${randomUUID().slice(0, 6)}@example.com`);
      const ids = await Promise.all(emails.map(placeFor));
      await waitFor(async () => (await Promise.all(ids.map(requestOf))).every((r) => r.sent_at), { what: 'ten mails sent', timeoutMs: 15_000 });
      for (const email of emails) {
        assert.equal(sends.get(email), 1, email);
        assert.equal(filesTo(email).length, 1, email);
      }
    } finally {
      await second.onApplicationShutdown();
      mailer.send = realSend;
    }
  });

  it('forgets mails sent more than 30 days ago, never one still owed or given up on', async () => {
    const job = t.app.get(MailRetentionJob);
    const rows = { oldSent: randomUUID(), recentSent: randomUUID(), oldOwed: randomUUID(), oldFailed: randomUUID() };
    await t.pool.query(
      `INSERT INTO mail_requests (order_id, kind, created_at, sent_at, failed_at) VALUES
         ($1, 'placed', now() - interval '40 days', now() - interval '31 days', NULL),
         ($2, 'placed', now() - interval '40 days', now() - interval '29 days', NULL),
         ($3, 'placed', now() - interval '40 days', NULL, NULL),
         ($4, 'placed', now() - interval '40 days', NULL, now() - interval '39 days')`,
      [rows.oldSent, rows.recentSent, rows.oldOwed, rows.oldFailed],
    );
    // Nothing else in this database was sent 30 days ago, so exactly one row goes.
    assert.equal(await job.prune(), 1);
    const { rows: left } = await t.pool.query(`SELECT order_id FROM mail_requests WHERE order_id = ANY($1::uuid[])`, [Object.values(rows)]);
    assert.deepEqual(new Set(left.map((r) => r.order_id)), new Set([rows.recentSent, rows.oldOwed, rows.oldFailed]));
    await t.pool.query(`DELETE FROM mail_requests WHERE order_id = ANY($1::uuid[])`, [Object.values(rows)]);
  });

  it('owes, when upgrading, only the confirmations of orders whose OrderPlaced the earlier mail consumer had not handled', async () => {
    const migration = readFileSync(path.join(__dirname, '../../drizzle/0002_mail_requests.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "mail_requests"'));
    assert.ok(backfill);
    const mailed = await placeFor(`cu1.${randomUUID().slice(0, 6)}@example.com`);
    const inFlight = await placeFor(`cu2.${randomUUID().slice(0, 6)}@example.com`);
    const old = await placeFor(`cu3.${randomUUID().slice(0, 6)}@example.com`);
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      // As before the upgrade: no mail_requests, the consumer's inbox row for the mailed order's
      // event, and the old order's event long gone from the outbox.
      await client.query(`DELETE FROM mail_requests WHERE order_id = ANY($1::uuid[])`, [[mailed, inFlight, old]]);
      await client.query(
        `INSERT INTO inbox (event_id, consumer, event_type)
        SELECT id, 'orders:orders.OrderPlaced', type FROM outbox WHERE type = 'orders.OrderPlaced' AND payload->>'orderId' = $1`,
        [mailed],
      );
      await client.query(`DELETE FROM outbox WHERE type = 'orders.OrderPlaced' AND payload->>'orderId' = $1`, [old]);
      await client.query(backfill);
      const { rows } = await client.query(`SELECT order_id, sent_at FROM mail_requests WHERE order_id = ANY($1::uuid[])`, [[mailed, inFlight, old]]);
      const owed = new Map(rows.map((r) => [r.order_id, r.sent_at === null]));
      assert.deepEqual([owed.get(mailed), owed.get(inFlight), owed.get(old)], [false, true, false]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
