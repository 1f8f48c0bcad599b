/**
 * `npm run console:create-admin -- --mobile 138xxxxxxxx --name 王管理`: the operator console's first
 * 管理员 (and any later one, when nobody can sign in). Prints the one-time initial password once; the
 * audit log records the account as made on the command line. Opens the database as the server does
 * (DATABASE_URL, else PGlite in DATA_DIR): stop a server running on PGlite first.
 */
import { parseArgs } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm';
import { openAppDatabase } from '#server/db/open';
import { loadEnv } from '#server/env';
import { ApiError } from '#server/lib/errors';
import { maskMobile } from '#server/lib/crypto';
import { summarizeError } from '#server/lib/safe-error';
import { createOperator } from '#server/console/operators';
import { MOBILE_PATTERN } from '#shared/validation/rules';

const USAGE = '用法 / usage: npm run console:create-admin -- --mobile 138xxxxxxxx --name 王管理';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs(): { mobile: string; name: string } {
  let values: { mobile?: string; name?: string };
  try {
    ({ values } = parseArgs({ options: { mobile: { type: 'string' }, name: { type: 'string' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const mobile = values.mobile?.trim() ?? '';
  const name = values.name?.trim() ?? '';
  if (!MOBILE_PATTERN.test(mobile)) fail(`请用 --mobile 给出11位手机号 / --mobile: the administrator's mobile number\n${USAGE}`);
  if (!name || [...name].length > 20) fail(`请用 --name 给出姓名（最多20个字） / --name: a name of at most 20 characters\n${USAGE}`);
  return { mobile, name };
}

async function main(): Promise<number> {
  const input = readArgs();
  const database = await openAppDatabase(loadEnv());
  try {
    const { initialPassword } = await createOperator(database.db, null, { ...input, role: 'admin' }, new Date());
    console.log(
      [
        `已创建管理后台账号「${input.name}」（管理员，${maskMobile(input.mobile)}）。`,
        `Created the console account "${input.name}" (管理员, ${maskMobile(input.mobile)}).`,
        '初始密码只显示这一次，请当面或电话转交，登录后请修改。 / Shown only this once; change it after signing in.',
        `初始密码 / Initial password: ${initialPassword}`,
        '登录：打开 /console，输入手机号、密码和短信验证码。 / Sign in at /console with the mobile, the password and the SMS code.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`${error.message}，未创建账号。 / Refused; nothing was created.`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // A failed query's message would carry its parameters (the mobile number).
    console.error(error instanceof DrizzleQueryError || !(error instanceof Error) ? JSON.stringify(summarizeError(error)) : error.message);
    process.exit(1);
  },
);
