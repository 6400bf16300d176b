/**
 * An answer's keys are checked against its data type by the compiler: the `@ts-expect-error` lines are the test
 * (`npm run typecheck` fails if any of them compiles). The run time keeps what the API description reads.
 */
import { describe, expect, it } from 'vitest';
import { answer, created, fileAnswer } from './answer.js';

interface Placed {
  order: { id: string };
  payment?: { redirectUrl: string };
}

describe('answer', () => {
  it('keeps the keys of the data and the status of a success for the run time', () => {
    expect(answer<Placed>({ order: 'required', payment: 'optional' }, 201)).toEqual({
      keys: { order: 'required', payment: 'optional' },
      status: 201,
    });
    expect(answer<{ received: boolean }>({ received: 'required' }).status).toBe(200);
    expect(fileAnswer('application/pdf')).toEqual({ keys: null, status: 200, file: 'application/pdf' });
  });

  it('created() is the same answer with 201, the one it is made from unchanged', () => {
    const placed = answer<Placed>({ order: 'required', payment: 'optional' });
    expect(created(placed)).toEqual({ keys: { order: 'required', payment: 'optional' }, status: 201 });
    expect(placed.status).toBe(200);
  });

  it('does not compile when the keys and the type disagree', () => {
    const wrong = [
      // @ts-expect-error: a key of the type is missing
      answer<Placed>({ order: 'required' }),
      // @ts-expect-error: a key the type does not have
      answer<Placed>({ order: 'required', payment: 'optional', total: 'required' }),
      // @ts-expect-error: an optional key marked required
      answer<Placed>({ order: 'required', payment: 'required' }),
      // @ts-expect-error: a required key marked optional
      answer<Placed>({ order: 'optional', payment: 'optional' }),
    ];
    expect(wrong.map((declared) => Object.keys(declared.keys ?? {}).length)).toEqual([1, 3, 2, 2]);
  });
});
