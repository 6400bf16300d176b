/** One run of an operation at a time: callers while it runs share its promise; `drop()` forgets it. */
export class SharedRun<T> {
  private running: Promise<T> | null = null;
  private readonly start: () => Promise<T>;

  constructor(start: () => Promise<T>) {
    this.start = start;
  }

  run(): Promise<T> {
    if (this.running) return this.running;
    const running = this.start().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  drop(): void {
    this.running = null;
  }
}
