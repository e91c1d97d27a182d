// How the API and browser tiers deal their files to the copies of the shop (decision 0007).

/**
 * Runs `run(item, worker)` for every item, each worker taking the next item as soon as its last is
 * done: a worker never runs two items at once, and every item runs exactly once, in the order
 * given. Resolves when all are done.
 * @template I, W
 * @param {readonly I[]} items
 * @param {readonly W[]} workers
 * @param {(item: I, worker: W) => Promise<void>} run
 */
export async function shareOut(items, workers, run) {
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < items.length) await run(items[next++], worker);
    }),
  );
}
