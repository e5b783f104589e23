// The page's subscriptions to data changes: listeners (Comlink proxies) are called when a date's
// cached picks, handicappers or the outbox change, so the page re-asks for its visible window.
import type { DataChange } from '../src/api/worker-contract';

type Listener = (change: DataChange) => unknown;

export class ChangeFeed {
  private listeners = new Map<number, Listener>();
  private nextId = 1;

  subscribe(listener: Listener): number {
    const id = this.nextId++;
    this.listeners.set(id, listener);
    return id;
  }

  unsubscribe(id: number): void {
    this.listeners.delete(id);
  }

  get size(): number {
    return this.listeners.size;
  }

  /** Calls every listener; one whose page went away (its proxy throws) is dropped. */
  notify(change: DataChange): void {
    for (const [id, listener] of this.listeners) {
      try {
        const result = listener(change);
        if (result instanceof Promise) result.catch(() => this.listeners.delete(id));
      } catch {
        this.listeners.delete(id);
      }
    }
  }
}
