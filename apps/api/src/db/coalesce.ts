/**
 * Shared reads for concurrent callers who each need an answer as of after their own call (a search's
 * snapshot, its team's signals). A call joins the run queued for its key, or queues one; a queued run
 * starts when the key's running one (if any) ends, so it begins after every call that joined it and
 * each caller gets a fresh answer. However many callers arrive at once, a key costs at most the run
 * in flight plus one more: under load the statement runs once per batch instead of once per caller.
 */
export class Coalescer<K, V> {
  private readonly running = new Map<K, Promise<V>>();
  private readonly queued = new Map<K, Promise<V>>();

  constructor(private readonly load: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const start = (): Promise<V> => {
      this.queued.delete(key);
      const run = this.load(key);
      this.running.set(key, run);
      const done = () => {
        if (this.running.get(key) === run) this.running.delete(key);
      };
      run.then(done, done);
      return run;
    };
    const before = this.running.get(key);
    // After the running one, failed or not: its callers see its own outcome, ours runs afresh.
    const next = before ? before.then(start, start) : Promise.resolve().then(start);
    this.queued.set(key, next);
    return next;
  }
}
