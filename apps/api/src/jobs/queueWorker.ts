/**
 * The loop shared by the workers that drain a job table in the server process (export jobs,
 * file extractions): claim and work one job (`runOnce`), idle `pollIntervalMs` when there was none
 * or until `wake()`, stop gracefully (`stop`: the job in hand is aborted with STOPPED and goes back
 * to the queue) or as if the process died (`kill`: aborted with KILLED, its lock left to go stale).
 * A job claimed while the worker halts is aborted at once (`beginJob`).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

export const STOPPED = Symbol('stopped');
export const KILLED = Symbol('killed');

export const queueWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export abstract class QueueWorker {
  readonly workerId: string;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private current: AbortController | null = null;
  private halting: symbol | null = null;

  constructor(
    workerId: string | undefined,
    private readonly pollIntervalMs: number,
  ) {
    this.workerId = workerId ?? queueWorkerId();
  }

  /** Claims and works one job; false when the queue had none. */
  abstract runOnce(): Promise<boolean>;

  /** A queue check failed (database down…); the loop goes on. */
  protected abstract onLoopError(error: unknown): void;

  start(): void {
    if (this.running) return;
    this.running = true;
    this.halting = null;
    this.loop = this.run();
  }

  /** Checks the queue now instead of at the next poll (called when a job is queued in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Graceful stop: the job in hand goes back to the queue for the next worker. */
  async stop(): Promise<void> {
    await this.halt(STOPPED);
  }

  /**
   * Stops as if the process had died: the job in hand keeps its lock until it goes stale
   * (what a crash or `kill -9` leaves behind; used by the restart tests).
   */
  async kill(): Promise<void> {
    await this.halt(KILLED);
  }

  /** The abort controller of the job in hand, already aborted when the worker is halting. */
  protected beginJob(): AbortController {
    const controller = new AbortController();
    this.current = controller;
    if (this.halting) controller.abort(this.halting);
    return controller;
  }

  protected endJob(controller: AbortController): void {
    if (this.current === controller) this.current = null;
  }

  private async halt(reason: symbol): Promise<void> {
    this.running = false;
    this.halting = reason;
    this.current?.abort(reason);
    this.wake();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.onLoopError(error);
      }
      if (!worked && this.running) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }
}
