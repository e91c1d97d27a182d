// Several checkouts of the shop on one machine (git worktrees of the team) share PostgreSQL,
// RabbitMQ and Redis. SHOP_LANE=N (1-9) gives a checkout its own ports (+N*100), database
// names, RabbitMQ names and Redis database, so two `npm test` or `npm start` runs never meet.
// Unset, everything keeps its usual name and port.
const raw = process.env.SHOP_LANE ?? '';
if (raw !== '' && !/^[1-9]$/.test(raw)) throw new Error(`SHOP_LANE must be a digit 1-9, got "${raw}"`);

export const lane = raw === '' ? 0 : Number(raw);
/** Added to every port of a lane. */
export const portOffset = lane * 100;
/** Database-name part: shop_e2e_orders → shop_e2e_l3_orders on lane 3. */
export const dbPart = (name) => (lane ? `${name}_l${lane}` : name);
/** RabbitMQ namespace of a lane. */
export const busNamespace = (name) => (lane ? `${name}-l${lane}` : name);

// Rate-limit counters, session versions and queues of a lane live in their own Redis database.
if (lane && !process.env.REDIS_URL) process.env.REDIS_URL = `redis://localhost:6379/${lane}`;
