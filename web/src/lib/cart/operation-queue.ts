/**
 * One cart operation at a time: every operation waits for the one before, and the first for the gate (the
 * initialisation delay). `onBusy` hears when the first operation of a run is queued, `onIdle` when the last ends.
 */
export class OperationQueue {
  private tail: Promise<unknown>;
  private openGate: () => void = () => {};
  private opened = false;
  private pending = 0;

  constructor(
    private readonly onBusy: () => void,
    private readonly onIdle: () => void,
  ) {
    this.tail = new Promise<void>((resolve) => {
      this.openGate = resolve;
    });
  }

  get isOpen(): boolean {
    return this.opened;
  }

  /** Lets the queued operations run. */
  open(): void {
    this.opened = true;
    this.openGate();
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
