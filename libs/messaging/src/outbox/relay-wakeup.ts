import { afterCommitOnce } from '../transaction/transaction-scope';

const relays = new Set<() => void>();

const wakeRelays = (): void => relays.forEach((nudge) => nudge());

/** A bus's relay, woken after every commit that wrote events; returns how to stop waking it. */
export function wakeOnOutboxCommit(nudge: () => void): () => void {
  relays.add(nudge);
  return () => relays.delete(nudge);
}

/**
 * Called for every event written to the outbox: in a transaction of the context, the relays are
 * woken once after it commits, so its events go out now rather than at the relay's next round. A
 * row written in a transaction opened elsewhere waits for that round.
 */
export function noteEnqueued(): void {
  afterCommitOnce(wakeRelays, wakeRelays);
}
