/**
 * One action of a button or a dialog whose failure is said beside it (not in a toast): `busy` from the click on,
 * `problem` the last failure's words (`problemOf`; null when the failure is told elsewhere, e.g. handed to the
 * screen). When the work goes well the action stays busy, because the page leaves (a payment page, Stripe) or
 * the dialog closes; `{ freeAfter: true }` frees it either way. A failure frees it and `run` answers false.
 */
import { useState } from 'react';

export function useAttempt<P = string>(problemOf: (failure: unknown) => P | null) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P | null>(null);
  const run = async (work: () => Promise<void>, { freeAfter = false } = {}): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      if (freeAfter) setBusy(false);
      return true;
    } catch (failure) {
      setProblem(problemOf(failure));
      setBusy(false);
      return false;
    }
  };
  return { busy, problem, setProblem, run };
}
