/**
 * What the logs may say about an error. A failed query's error carries its parameters (mobiles, token
 * hashes, names, ID numbers, a student's answers) in its message, its stack and its cause, so errors
 * are never logged whole: only their kind, codes, the names of the table, column and constraint, the
 * SQL without its parameters, a message with anything that could be personal masked, and the stack
 * frames (file and line) without the message that heads the stack.
 */

export interface ErrorSummary {
  type: string;
  code?: string;
  message: string;
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  syscall?: string;
  stack?: string;
  cause?: ErrorSummary;
}

const MAX_MESSAGE = 300;
const MAX_QUERY = 300;
const MAX_DEPTH = 3;

/**
 * Masks what may name a person in an error message: anything after a driver's `params:`, CJK text
 * (names, addresses, answers), runs of 4 or more digits (mobiles, ID numbers), token-like runs
 * (16+ characters with a digit or mixed case: tokens, hashes) and quoted values after a colon.
 */
export function maskMessage(text: string): string {
  const masked = text
    .split(/\n\s*params:/)[0]
    .replace(/[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+/g, '…')
    .replace(/[A-Za-z0-9_\-+/=]{16,}/g, (run) => (/\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run)) ? '…' : run))
    .replace(/\d{4,}/g, '…')
    .replace(/(:\s*)(["'])[^"'\n]*\2/g, '$1$2…$2');
  return masked.length > MAX_MESSAGE ? `${masked.slice(0, MAX_MESSAGE)}…` : masked;
}

const identifier = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_.]{1,80}$/.test(value) ? value : undefined);
const codeOf = (value: unknown) => (typeof value === 'string' && /^[A-Z0-9_]{2,40}$/.test(value) ? value : typeof value === 'number' ? String(value) : undefined);

/** The stack's frames only: the first lines repeat the (unmasked) message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.slice(0, 12).join('\n') : undefined;
}

export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: maskMessage(String(error)) };
  const e = error as Error & Record<string, unknown>;
  // Drizzle's DrizzleQueryError: the SQL (placeholders only) is useful, the params are the leak.
  const query = typeof e.query === 'string' && 'params' in e ? e.query.slice(0, MAX_QUERY) : undefined;
  const summary: ErrorSummary = {
    type: e.constructor?.name || e.name,
    code: codeOf(e.code),
    message: query ? 'Failed query' : maskMessage(e.message),
    query,
    table: identifier(e.table ?? e.table_name),
    column: identifier(e.column ?? e.column_name),
    constraint: identifier(e.constraint ?? e.constraint_name),
    routine: identifier(e.routine),
    syscall: identifier(e.syscall),
    stack: depth === 0 ? framesOf(e.stack) : undefined,
  };
  if (e.cause !== undefined && depth < MAX_DEPTH) summary.cause = summarizeError(e.cause, depth + 1);
  for (const key of Object.keys(summary) as (keyof ErrorSummary)[]) if (summary[key] === undefined) delete summary[key];
  return summary;
}

/** The innermost cause's summary line, for one-line messages (startup failures). */
export function rootCauseOf(error: unknown): ErrorSummary {
  let summary = summarizeError(error);
  while (summary.cause) summary = summary.cause;
  return summary;
}
