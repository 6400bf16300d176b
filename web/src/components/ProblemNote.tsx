/**
 * What went wrong with an action, under it (a dialog's refusal, a retried payment that could not start): a bar
 * note in the error tone, read out as soon as it appears. Nothing while there is no problem.
 */
export function ProblemNote({ problem, id }: { problem: string | null | undefined; id?: string }) {
  if (!problem) return null;
  return (
    <p id={id} className="note note--bar tone-error" role="alert">
      {problem}
    </p>
  );
}
