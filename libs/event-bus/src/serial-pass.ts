/**
 * Runs a background pass (publishing the outbox, handing mail to its queue) on demand: now, or once
 * more right after the pass in progress, never two at once. Errors go to onError; the next kick retries.
 */
export class SerialPass {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the pass in progress, if any (for shutdown). */
  async settled(): Promise<void> {
    await this.running;
  }
}
