import { FormAlert } from '../../components/forms/Fields';
import type { ProblemText } from './profile-problem';

/**
 * A failed profile call above its form or in its dialog (profileProblem): its message with the client's
 * explanation under it; without a problem, the form's own message (`otherwise`), if any.
 */
export function ProblemAlert({
  problem,
  otherwise,
}: {
  problem: ProblemText | null | undefined;
  otherwise?: string | null;
}) {
  return (
    <FormAlert message={problem?.message ?? otherwise}>
      {problem?.detail ? <p>{problem.detail}</p> : null}
    </FormAlert>
  );
}
