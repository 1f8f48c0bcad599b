import type { BodyOf, DataOf, Endpoint } from '#shared/api/envelope';
import { ApiCode, CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import { ApiCallError, requestEnvelope } from '#client/lib/transport';
import { getConsoleToken, setConsoleToken } from './session';

let onSignedOut: (reason: string) => void = () => undefined;

/** What happens when the server ends the console session (4001): the router sends the operator to the login. */
export function configureConsoleApi(handlers: { onSignedOut: (reason: string) => void }): void {
  onSignedOut = handlers.onSignedOut;
}

/**
 * A console call: the operator's token in its own header (never a student's), the envelope's data on
 * 1000, else an ApiCallError with the server's Chinese message; 4001 ends the console sign-in.
 * `timeoutMs` replaces the transport's usual timeout.
 */
export async function consoleCall<E extends Endpoint>(endpoint: E, body?: BodyOf<E>, options: { timeoutMs?: number } = {}): Promise<DataOf<E>> {
  const token = getConsoleToken();
  const envelope = await requestEnvelope(endpoint, body, {
    headers: token ? { [CONSOLE_TOKEN_HEADER]: token } : {},
    // A large upload (an official file of 50,000 rows) may take longer than the usual call's timeout.
    ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
  if (envelope.code === ApiCode.OK) return envelope.data as DataOf<E>;
  if (envelope.code === ApiCode.NOT_LOGGED_IN && endpoint.console) {
    setConsoleToken(null);
    onSignedOut(envelope.msg);
  }
  throw new ApiCallError(envelope.code, envelope.msg || '失败', envelope.data);
}

/** A console call as a function of its body: a mutation's mutationFn. */
export const callOf =
  <E extends Endpoint>(endpoint: E) =>
  (body: BodyOf<E>): Promise<DataOf<E>> =>
    consoleCall(endpoint, body);

/** What to tell the operator about a failed call: the server's Chinese message, or `fallback` when the network failed. */
export function failureText(error: unknown, fallback = '网络不可用，请稍后再试'): string {
  return error instanceof ApiCallError && error.code !== 0 ? error.message : fallback;
}
