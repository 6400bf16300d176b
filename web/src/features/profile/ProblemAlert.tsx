import type { FormEvent, ReactNode } from 'react';
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

interface ProblemFormProps {
  /** What went wrong with the last save, if anything. */
  problem: ProblemText | null | undefined;
  /** The form's own error (useForm's formError), said when there is no problem. */
  formError: string | null | undefined;
  /** The form's submit (useForm's handleSubmit). */
  onSubmit: (event: FormEvent) => Promise<void>;
  testId?: string;
  children: ReactNode;
}

/** A form of a /profile card: checked by the screen, not the browser, with its problem said first. */
export function ProblemForm({ problem, formError, onSubmit, testId, children }: ProblemFormProps) {
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} data-testid={testId}>
      <ProblemAlert problem={problem} otherwise={formError} />
      {children}
    </form>
  );
}
