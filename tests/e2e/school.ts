import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ClassRoster, SchoolInfo } from '#shared/api/school';
import { expect, uniqueMobile } from './support';

/** A school API call as the staff pages make it; fails the test on anything but 1000. */
export async function schoolCall<T>(request: APIRequestContext, path: string, form: Record<string, string>, token: string): Promise<T> {
  const response = await request.post(`/api/school/${path}`, { form, headers: { token } });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(1000);
  return body.data;
}

/** A new school (through /dev/school.json, outside production) and its administrator, signed in. */
export async function newSchool(request: APIRequestContext, name = '实验中学') {
  const mobile = uniqueMobile();
  const made = await request.post('/dev/school.json', { form: { name, mobile } });
  const { data } = (await made.json()) as { data: { initialPassword: string } };
  const login = await request.post('/api/user/login', { form: { mobile, password: data.initialPassword } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { mobile, password: data.initialPassword, token };
}

/** `count` students of one class, as an administrator's roster file would list them. */
export function classRows(count: number, grade = '初一', className = '3班', prefix = 'S') {
  const surnames = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
  const given = '小明小红小华小东小兰小军小芳小强小丽小伟子涵梓萱浩宇欣怡俊杰雨桐';
  return Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    name: `${surnames[i % surnames.length]}${given.slice((i * 2) % given.length, ((i * 2) % given.length) + 2)}${i >= 20 ? String.fromCharCode(0x4e00 + i) : ''}`,
    studentNo: `${prefix}${String(i + 1).padStart(3, '0')}`,
    gender: i % 2 ? '女' : '男',
    grade,
    className,
    birthMonth: '2011-09',
  }));
}

/** An .xlsx as a school's office would send it: the template's headers, one student per row. */
export async function rosterFile(rows: ReturnType<typeof classRows>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['姓名', '学号', '性别', '年级', '班级', '出生年月']);
  for (const row of rows) sheet.addRow([row.name, row.studentNo, row.gender, row.grade, row.className, row.birthMonth]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A school with one class of `count` students imported, consent recorded; returns the class roster with PINs. */
export async function schoolWithClass(request: APIRequestContext, count: number) {
  const admin = await newSchool(request);
  await schoolCall(request, 'createClass', { grade: '7', name: '3班' }, admin.token);
  await schoolCall(request, 'importRoster', { rows: JSON.stringify(classRows(count)) }, admin.token);
  const info = await schoolCall<SchoolInfo>(request, 'getSchoolInfo', {}, admin.token);
  const classId = info.classes[0].id;
  const roster = await schoolCall<ClassRoster>(request, 'getClassRoster', { classId: String(classId) }, admin.token);
  return { admin, classId, students: roster.students };
}

/** A fresh device code for the class (valid 15 minutes), for `tablets` tablets (the server's default, 15, when not named). */
export async function deviceCode(request: APIRequestContext, token: string, classId: number, tablets?: number): Promise<string> {
  return (await schoolCall<{ code: string }>(request, 'createClassCode', { classId: String(classId), purpose: 'device', ...(tablets ? { tablets: String(tablets) } : {}) }, token))
    .code;
}
