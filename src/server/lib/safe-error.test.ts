import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskMessage, rootCauseOf, summarizeError } from './safe-error';

describe('summarizeError', () => {
  it('keeps the SQL of a failed query but never its parameters, also not in the stack', () => {
    const cause = Object.assign(new Error('relation "users" does not exist'), { code: '42P01', routine: 'parserOpenTable' });
    const error = new DrizzleQueryError('select "id" from "users" where "mobile" = $1', ['13812345678'], cause);
    const summary = summarizeError(error);
    expect(summary).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query', query: 'select "id" from "users" where "mobile" = $1' });
    expect(summary.cause).toMatchObject({ type: 'Error', code: '42P01', routine: 'parserOpenTable', message: 'relation "users" does not exist' });
    expect(JSON.stringify(summary)).not.toContain('13812345678');
    expect(summary.stack).toMatch(/^\s+at /);
  });

  it('masks personal values in messages and keeps identifiers', () => {
    expect(maskMessage('invalid input syntax for type integer: "13812345678"')).toBe('invalid input syntax for type integer: "…"');
    expect(maskMessage('duplicate key value violates unique constraint "users_mobile_unique"')).toBe('duplicate key value violates unique constraint "users_mobile_unique"');
    expect(maskMessage('name 欧阳小明 card 11010519491231002X')).toBe('name … card …');
    expect(maskMessage('token Qm9vazEyMzQ1Njc4OTBhYmNkZWY stays out')).toBe('token … stays out');
    expect(maskMessage('Failed query: insert\nparams: 13812345678,欧阳')).toBe('Failed query: insert');
  });

  it('names the root cause of a connection failure, and copes with what is not an Error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    const wrapped = new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], refused);
    expect(rootCauseOf(wrapped)).toMatchObject({ code: 'ECONNREFUSED', syscall: 'connect' });
    expect(summarizeError('plain 13812345678')).toEqual({ type: 'string', message: 'plain …' });
  });
});
