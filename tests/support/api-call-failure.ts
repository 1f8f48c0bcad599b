import { expect } from 'vitest';
import { ApiCallError } from '#client/lib/transport';

/** The ApiCallError a client call was refused with; fails the test when it was not refused. */
export async function failure(promise: Promise<unknown>): Promise<ApiCallError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiCallError);
    return error as ApiCallError;
  }
  throw new Error('expected the call to be refused');
}
