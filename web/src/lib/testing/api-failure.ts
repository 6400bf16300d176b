/** Unit tests only: awaits an API call that must fail, and answers its ApiError (never imported by the app). */
import { expect } from 'vitest';
import { ApiError } from '../api/errors';

/** Awaits `promise`; fails the test unless it rejects with an ApiError, which it answers. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
