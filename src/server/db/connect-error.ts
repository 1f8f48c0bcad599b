import { rootCauseOf } from '../lib/safe-error';

/** DATABASE_URL without its password, for messages: postgres://user@host:port/name. */
export function describeUrl(url: string): { where: string; host: string; database: string } {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
    return { where: `${parsed.protocol}//${user}${parsed.host}/${database}`, host: parsed.hostname, database };
  } catch {
    return { where: '(DATABASE_URL is not a valid URL)', host: '?', database: '?' };
  }
}

const USE_PGLITE = 'Or unset DATABASE_URL to run on the embedded PGlite database.';

/**
 * What an operator reads when PostgreSQL cannot be used at start: the cause (not drizzle's
 * "Failed query: CREATE SCHEMA …", whose cause is the real reason) and how to fix it. The password
 * in DATABASE_URL is never repeated.
 */
export function databaseStartError(error: unknown, url: string): Error {
  const { where, host, database } = describeUrl(url);
  const cause = rootCauseOf(error);
  const code = cause.code ?? '';
  const reasons: Record<string, string> = {
    ECONNREFUSED: `connection refused. Is PostgreSQL running and listening on that host and port? (pg_ctl status, or systemctl status postgresql)`,
    ENOTFOUND: `the host name "${host}" cannot be resolved. Check the host in DATABASE_URL.`,
    EAI_AGAIN: `the host name "${host}" cannot be resolved right now (DNS). Check the host in DATABASE_URL and the network.`,
    ETIMEDOUT: `the connection timed out. Check the host, the port and any firewall between here and PostgreSQL.`,
    CONNECT_TIMEOUT: `the connection timed out. Check the host, the port and any firewall between here and PostgreSQL.`,
    EHOSTUNREACH: `the host is unreachable. Check the host in DATABASE_URL and the network.`,
    ECONNRESET: `the connection was closed by the other side. Is it PostgreSQL on that port (and does it need SSL: add ?sslmode=require)?`,
    '28P01': `PostgreSQL refused the user name or password in DATABASE_URL.`,
    '28000': `PostgreSQL refused this user from this address (pg_hba.conf).`,
    '3D000': `the database "${database}" does not exist. Create it (createdb ${database}) or fix the name in DATABASE_URL.`,
    '42501': `the user may not create tables there. Grant it CREATE on the database or use its owner.`,
  };
  const reason = reasons[code] ?? `${cause.type}${code ? ` ${code}` : ''}: ${cause.message}`;
  return new Error(`Cannot use the PostgreSQL database at ${where}: ${reason}\n${USE_PGLITE}`, { cause: error });
}
