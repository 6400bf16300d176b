/**
 * One cart operation at a time: every operation waits for the one before, and the first for the gate (the
 * initialisation delay, then the read of the owner's cart). `onBusy` hears when the first operation of a run is queued, `onIdle` when the last ends.
 */
export class OperationQueue {
  private tail: Promise<unknown>;
  private openGate: (first?: Promise<unknown>) => void = () => {};
  private opened = false;
  private pending = 0;

  constructor(
    private readonly onBusy: () => void,
    private readonly onIdle: () => void,
  ) {
    this.tail = new Promise<unknown>((resolve) => {
      this.openGate = resolve;
    });
  }

  get isOpen(): boolean {
    return this.opened;
  }

  /** Lets the queued operations run, after `first` (which runs ahead of every operation queued so far). */
  open(first?: () => Promise<unknown>): void {
    this.opened = true;
    this.openGate(first?.().catch(() => undefined));
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    this.pending += 1;
    this.onBusy();
    const run = this.tail.then(task);
    this.tail = run
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
        if (this.pending === 0) this.onIdle();
      });
    return run;
  }

  /** Resolves once every operation queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
