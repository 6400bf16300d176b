/**
 * Shared start-up of `npm start` and `npm run dev`: clear messages for the known failures (no Java, a port in
 * use), and Ctrl-C / SIGTERM handling that stops every child before exiting.
 */
import { JavaMissingError } from './java.js';
import type { Logger } from './log.js';
import { PortInUseError } from './ports.js';

/** Prints a start-up failure the way a person can act on it, and exits 1. */
export function failAndExit(log: Logger, error: unknown): never {
  if (error instanceof JavaMissingError || error instanceof PortInUseError) log.error(error.message);
  else log.error('The local stack could not start.', error);
  process.exit(1);
}

/**
 * Stops everything on SIGINT/SIGTERM. A second signal exits at once (the exit hook of processes.ts still
 * kills the children). Before `stop` is known (during start-up), a signal exits at once the same way.
 */
export function handleSignals(log: Logger): {
  setStop(stop: () => Promise<void>): void;
  /** Removes SIGINT/SIGTERM listeners others added (Vite's dev server exits on SIGTERM by itself). */
  reclaim(): void;
} {
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping || !stop) {
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    log.info(`\n${signal}: parando la pila local...`);
    stop().then(
      () => {
        log.info('Parada. Hasta pronto.');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('Error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    setStop(value) {
      stop = value;
    },
    reclaim() {
      for (const name of ['SIGINT', 'SIGTERM'] as const) {
        for (const listener of process.listeners(name))
          if (listener !== onSignal) process.off(name, listener);
      }
    },
  };
}
