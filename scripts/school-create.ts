/**
 * `npm run school:create -- --name 学校名 --admin-mobile 138xxxxxxxx [--admin-name 张老师] [--province 广东]`: a new school
 * and its first administrator (an existing account with that mobile, or a new one whose one-time
 * initial password is printed here, once). The province, when given, fixes the 选科 model (3+1+2 or 3+3)
 * of the school's 选科意向 rounds. Opens the database as the server does (DATABASE_URL, else
 * PGlite in DATA_DIR): stop a server running on PGlite first.
 */
import { parseArgs } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm';
import { openAppDatabase } from '#server/db/open';
import { loadEnv } from '#server/env';
import { ApiError } from '#server/lib/errors';
import { maskMobile } from '#server/lib/crypto';
import { summarizeError } from '#server/lib/safe-error';
import { createSchool } from '#server/school/school-staff';
import { ApiCode } from '#shared/api/envelope';
import { MOBILE_PATTERN } from '#shared/validation/rules';
import { modelOfProvince } from '#shared/xuanke/round';

const USAGE = '用法 / usage: npm run school:create -- --name 学校名 --admin-mobile 138xxxxxxxx [--admin-name 张老师] [--province 广东]';

function readArgs(): { name: string; adminMobile: string; adminName: string; province: string | null } {
  let values: { name?: string; 'admin-mobile'?: string; 'admin-name'?: string; province?: string };
  try {
    ({ values } = parseArgs({ options: { name: { type: 'string' }, 'admin-mobile': { type: 'string' }, 'admin-name': { type: 'string' }, province: { type: 'string' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const name = values.name?.trim() ?? '';
  const adminMobile = values['admin-mobile']?.trim() ?? '';
  const adminName = values['admin-name']?.trim() || '学校管理员';
  if (!name || [...name].length > 40) fail(`请用 --name 给出学校名称（最多40个字） / --name: the school's name (at most 40 characters)\n${USAGE}`);
  if (!MOBILE_PATTERN.test(adminMobile)) fail(`请用 --admin-mobile 给出管理员的11位手机号 / --admin-mobile: the administrator's mobile number\n${USAGE}`);
  if ([...adminName].length > 20) fail('管理员姓名请控制在20个字以内 / --admin-name: at most 20 characters');
  const province = values.province?.trim() || null;
  if (province !== null && !modelOfProvince(province)) fail(`不认识的省份「${province}」（如：广东、北京） / --province: a province such as 广东\n${USAGE}`);
  return { name, adminMobile, adminName, province };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<number> {
  const input = readArgs();
  const database = await openAppDatabase(loadEnv());
  try {
    const school = await createSchool(database.db, input, new Date());
    console.log(report(input, school));
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const why = error.code === ApiCode.CONFLICT ? 'this mobile number is already staff of a school' : 'see the message above';
    console.error(`${error.message}，未创建学校。\nRefused (${why}); nothing was created.`);
    return 1;
  } finally {
    await database.close();
  }
}

function report(input: { name: string; adminMobile: string }, school: { orgId: number; initialPassword: string | null }): string {
  const lines = [
    `已创建学校「${input.name}」（编号 ${school.orgId}），管理员手机号 ${maskMobile(input.adminMobile)}。`,
    `Created the school "${input.name}" (id ${school.orgId}); administrator ${maskMobile(input.adminMobile)}.`,
    '',
  ];
  if (school.initialPassword) {
    // Printed once, on one line for both languages: nothing else shows it, and it is never logged.
    lines.push(
      '初始密码只显示这一次，请当面或电话转交管理员，登录后请修改。',
      'The initial password is shown only this once: hand it over in person or by phone; it should be changed after signing in.',
      `初始密码 / Initial password: ${school.initialPassword}`,
    );
  } else {
    lines.push('该手机号已有账号：管理员用自己原来的密码登录。', 'This mobile number already has an account: the administrator signs in with their own password.');
  }
  lines.push(
    '',
    '下一步：管理员在 /login 用手机号和密码登录，然后打开 /school 创建班级、添加教师、导入学生名单。',
    'Next: the administrator signs in at /login with the mobile number and password, then opens /school to create classes, add teachers and import the roster.',
  );
  return lines.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // A failed query's message would carry its parameters (the mobile number).
    console.error(error instanceof DrizzleQueryError || !(error instanceof Error) ? JSON.stringify(summarizeError(error)) : error.message);
    process.exit(1);
  },
);
