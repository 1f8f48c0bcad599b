import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseStartError, describeUrl } from './connect-error';

const failedMigration = (cause: Error) => new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], cause);
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('databaseStartError', () => {
  it('names the cause and the fix instead of the failed migration query, never the password', () => {
    const url = 'postgres://app:s3cret-pass@db.school.local:5433/career';
    const refused = databaseStartError(failedMigration(pgError('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5433')), url);
    expect(refused.message).toContain('postgres://app@db.school.local:5433/career: connection refused');
    expect(refused.message).toContain('unset DATABASE_URL');
    expect(refused.message).not.toContain('s3cret-pass');
    expect(refused.message).not.toContain('Failed query');

    expect(databaseStartError(failedMigration(pgError('3D000', 'database "career" does not exist')), url).message).toContain('createdb career');
    expect(databaseStartError(failedMigration(pgError('28P01', 'password authentication failed for user "app"')), url).message).toContain('user name or password');
  });

  it('falls back to the masked root cause for anything else', () => {
    const odd = databaseStartError(failedMigration(pgError('XX000', 'internal error near 13812345678')), 'postgres://localhost/x');
    expect(odd.message).toContain('Error XX000: internal error near …');
  });

  it('describes a URL without its password, and says when it is no URL', () => {
    expect(describeUrl('postgresql://u:p@h:1/d').where).toBe('postgresql://u@h:1/d');
    expect(describeUrl('not a url').where).toContain('not a valid URL');
  });
});
