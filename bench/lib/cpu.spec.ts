import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuPerUnit, describeCpu, groupOf, machineBusyTicks, ticksOf, type CpuSnapshot } from './cpu';

describe('CPU per order from /proc', () => {
  it('reads user and system ticks after a command name with spaces and parentheses', () => {
    const line = '4242 (node (main) x) S 1 4242 4242 0 -1 4194560 9000 0 12 0 1234 567 0 0 20 0 11 0 99 1000 2000';
    assert.equal(ticksOf(line), 1234 + 567);
  });

  it("takes the machine's busy ticks as all but idle and iowait", () => {
    assert.equal(machineBusyTicks('cpu  100 5 50 1000 20 3 2 1 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n'), 100 + 5 + 50 + 3 + 2 + 1);
  });

  it("names each process's part of the shop from its command line", () => {
    assert.equal(groupOf('node --enable-source-maps /work/main/services/orders/dist/src/main.js '), 'orders');
    assert.equal(groupOf('node /work/main/gateway/dist/src/main.js '), 'gateway');
    assert.equal(groupOf('postgres: 15/main: postgres shop_bench_l5_orders 127.0.0.1(5432) idle'), 'postgres');
    assert.equal(groupOf('/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main '), 'postgres');
    assert.equal(groupOf('/usr/lib/erlang/erts-13/bin/beam.smp -W w -- -root /usr/lib/erlang '), 'rabbitmq');
    assert.equal(groupOf('redis-server 127.0.0.1:6379'), 'redis');
    assert.equal(groupOf('bash -c sleep 1'), null);
  });

  it("leaves out another checkout's shop and PostgreSQL backends of other databases", () => {
    const scope = { root: '/srv/shop-a', databasePrefix: 'shop_bench_l2_' };
    assert.equal(groupOf('node /srv/shop-a/services/orders/dist/src/main.js ', scope), 'orders');
    assert.equal(groupOf('node /srv/shop-b/services/orders/dist/src/main.js ', scope), null);
    assert.equal(groupOf('node /srv/shop-ab/gateway/dist/src/main.js ', scope), null);
    assert.equal(groupOf('postgres: 15/main: postgres shop_bench_l2_orders 127.0.0.1(5432) idle', scope), 'postgres');
    assert.equal(groupOf('postgres: 15/main: postgres test_orders_1a2b 127.0.0.1(5432) idle', scope), null);
    assert.equal(groupOf('postgres: 15/main: checkpointer ', scope), 'postgres');
    assert.equal(groupOf('postgres: 15/main: walwriter ', scope), 'postgres');
    assert.equal(groupOf('postgres: 15/main: background writer ', scope), 'postgres');
    assert.equal(groupOf('postgres: 15/main: autovacuum worker shop_bench_l2_orders', scope), 'postgres');
    assert.equal(groupOf('postgres: 15/main: autovacuum worker shop_e2e_l6_orders', scope), null);
    assert.equal(groupOf('/usr/lib/erlang/erts-13/bin/beam.smp -W w ', scope), 'rabbitmq');
  });

  it('divides the ticks each part used between two snapshots by the orders placed', () => {
    const snap = (machine: number, self: number, procs: [number, string, number][]): CpuSnapshot => ({
      machine,
      self,
      byProcess: new Map(procs.map(([pid, group, ticks]) => [pid, { group, ticks }])),
    });
    const before = snap(1000, 50, [
      [1, 'orders', 100],
      [2, 'postgres', 40],
    ]);
    // A postgres backend that started during the row counts from zero.
    const after = snap(1560, 54, [
      [1, 'orders', 300],
      [2, 'postgres', 90],
      [3, 'postgres', 10],
    ]);
    const cost = cpuPerUnit(before, after, 100);
    assert.deepEqual(cost, {
      machine: 56,
      loadGenerator: 0.4,
      parts: [
        ['orders', 20],
        ['postgres', 6],
      ],
    });
    assert.equal(describeCpu(cost, 'order'), '56.0 ms of CPU per order on the machine: orders 20.0, postgres 6.0 (load generator 0.4)');
  });
});
