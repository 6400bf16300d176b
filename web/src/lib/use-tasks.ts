/**
 * The actions under way on a screen of the admin's or the farm's: a row's retry or switch, a file downloaded
 * again, a confirmed change. Each runs under a key (the row's id, the file's format) so its button can say it is
 * busy; a failure is said in a toast (in the screen's words for a failure: `messageOf`); the key is free again
 * either way.
 */
import { useState } from 'react';
import { useToast } from '../components/toast/toast-context';
import { errorMessage } from './api/errors';

interface TaskEnd {
  /** After the failure's toast (e.g. read the list again). */
  onFailure?: () => void;
  /** After the work, whether it went well or not (e.g. close its dialog). */
  settle?: () => void;
}

export function useTasks<K extends string = string>(messageOf: (failure: unknown) => string = errorMessage) {
  const toast = useToast();
  const [running, setRunning] = useState<ReadonlySet<K>>(new Set());
  const mark = (key: K, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  /** Runs `work` under `key`; its success says itself (a toast, the list updated). */
  const run = async (key: K, work: () => Promise<void>, end: TaskEnd = {}) => {
    mark(key, true);
    try {
      await work();
    } catch (failure) {
      toast.error(messageOf(failure));
      end.onFailure?.();
    } finally {
      mark(key, false);
      end.settle?.();
    }
  };

  return { running, busy: (key: K) => running.has(key), run };
}

/**
 * An action asked for first in a ConfirmDialog: `asked` is what the dialog is about (null while it is closed,
 * `true` when there is nothing to name), `run` does the work and closes the dialog either way, `dialog` holds
 * the ConfirmDialog's `busy` and `onCancel`.
 */
export function useConfirmedAction<T = true>(messageOf?: (failure: unknown) => string) {
  const tasks = useTasks<'confirmed'>(messageOf);
  const [asked, setAsked] = useState<T | null>(null);
  const close = () => setAsked(null);
  const busy = tasks.running.size > 0;
  return {
    asked,
    ask: (what: T) => setAsked(() => what),
    busy,
    run: (work: () => Promise<void>, onFailure?: () => void) =>
      tasks.run('confirmed', work, { onFailure, settle: close }),
    dialog: { busy, onCancel: close },
  };
}
