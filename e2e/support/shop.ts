import { after, before } from 'node:test';
import { ShopClient } from './http';
import { DEMO, clientAt } from './identity';
import { startSystem, type RunningSystem } from './system';

export type DemoStaff = 'admin' | 'seller';

/** The demo admin or seller signed in, from an address of its own (sign-in limits count per address). */
export async function demoStaff(api: ShopClient, role: DemoStaff): Promise<ShopClient> {
  return (await clientAt(api).login(DEMO[role].email, DEMO[role].password)).client;
}

/** The shop a test file runs against, ready once the file's first `before` has run. */
export interface ShopUnderTest {
  /** The gateway's address. */
  readonly baseUrl: string;
  /** A guest's client of the gateway. */
  readonly api: ShopClient;
  /** The demo admin, signed in when `useShop` was asked for it. */
  readonly admin: ShopClient;
  /** The demo seller, signed in when `useShop` was asked for it. */
  readonly seller: ShopClient;
}

/**
 * Starts the shop before the file's tests (or joins the one `npm test` started, see
 * `startSystem`) and stops it after them; signs in the demo staff the file asks for. What the
 * file prepares with it (customers, products) goes in `prepare`, run in the same hook: Node 20
 * runs a file's top-level `before` hooks side by side, so a hook of the file's own could run
 * before the shop is there.
 */
export function useShop({ signIn = [] }: { signIn?: DemoStaff[] } = {}, prepare?: () => Promise<void>): ShopUnderTest {
  let system: RunningSystem | undefined;
  let api: ShopClient | undefined;
  const staff = new Map<DemoStaff, ShopClient>();
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the shop is not started yet: read it in a test or a hook, not at load time');
    return value;
  };
  const signedIn = (role: DemoStaff): ShopClient => {
    const client = staff.get(role);
    if (!client) throw new Error(`useShop was not asked to sign in the ${role}`);
    return client;
  };
  before(async () => {
    system = await startSystem();
    api = new ShopClient(system.baseUrl);
    for (const role of signIn) staff.set(role, await demoStaff(api, role));
    await prepare?.();
  });
  after(() => system?.stop());
  return {
    get baseUrl() {
      return started(system).baseUrl;
    },
    get api() {
      return started(api);
    },
    get admin() {
      return signedIn('admin');
    },
    get seller() {
      return signedIn('seller');
    },
  };
}
