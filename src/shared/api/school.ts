import { z } from 'zod/mini';
import { MAX_GRADE, MIN_GRADE } from '../school/grades';
import { CLASS_CODE_LENGTH, CLASS_CODE_PATTERN, TABLETS_PER_CODE } from '../school/class-code';
import { CONSENT_METHOD_MAX, consentMessages } from '../school/consent';
import { PIN_LENGTH, PIN_PATTERN } from '../validation/formats';
import { endpoint, returns } from './envelope';
import { idField as id, idListField as idList } from './fields';
import type {
  addedTeacherData,
  classCodeData,
  classDevicesData,
  classRosterData,
  deviceData,
  deviceQuestionsData,
  deviceRosterData,
  pinData,
  pinSignInData,
  promotedData,
  rosterPreviewData,
  schoolClassData,
  schoolInfoData,
  teacherData,
} from './responses/school';
import { mobileSchema, nameSchema } from '../validation/rules';

/**
 * The school side (docs/SCHOOL.md): staff pages of a school's administrators and teachers, the
 * set-up classroom tablets, and the students' PIN sign-in on them. Additive: none of it is in the spec.
 *
 * Staff calls need a session of a member of the school's staff (else 4003); administrator-only calls
 * answer 4003 to a teacher, and a teacher's calls reach only their own classes. Tablet calls carry
 * CLASS_DEVICE_HEADER, the token the tablet got when a teacher's code set it up for one class.
 */

export type SchoolInfo = z.output<typeof schoolInfoData>;
export type SchoolClass = z.output<typeof schoolClassData>;
export type Teacher = z.output<typeof teacherData>;
export type AddedTeacher = z.output<typeof addedTeacherData>;
export type RosterPreview = z.output<typeof rosterPreviewData>;
export type Promoted = z.output<typeof promotedData>;
export type ClassRoster = z.output<typeof classRosterData>;
export type Pin = z.output<typeof pinData>;
export type ClassCode = z.output<typeof classCodeData>;
export type ClassDevices = z.output<typeof classDevicesData>;
export type DeviceSetup = z.output<typeof deviceData>;
export type DeviceRoster = z.output<typeof deviceRosterData>;
export type PinSignIn = z.output<typeof pinSignInData>;
export type DeviceQuestions = z.output<typeof deviceQuestionsData>;

/** Header of the tablet calls: the device token of a tablet set up for a class (stored only hashed on the server). */
export const CLASS_DEVICE_HEADER = 'x-class-device';

/** Rows of a roster file as the browser read them: a JSON array of RosterRow (src/shared/school/roster.ts). */
const rosterRows = z.string({ error: '请选择名单文件' }).check(z.minLength(2, '请选择名单文件'), z.maxLength(900_000, '名单太大，请按年级分开导入'));
const classCodeMessage = `请输入${CLASS_CODE_LENGTH}位班级码`;
const classCode = z.string({ error: classCodeMessage }).check(z.trim(), z.toUpperCase(), z.regex(CLASS_CODE_PATTERN, classCodeMessage));
const tabletCountError = `平板数量请填写${TABLETS_PER_CODE.min}到${TABLETS_PER_CODE.max}之间的整数`;
const pinMessage = `请输入${PIN_LENGTH}位数字密码`;
const pin = z.string({ error: pinMessage }).check(z.trim(), z.regex(PIN_PATTERN, pinMessage));

export const schoolApi = {
  getSchoolInfo: endpoint('/api/school/getSchoolInfo', 'required', z.object({}), returns<SchoolInfo>()),
  createClass: endpoint(
    '/api/school/createClass',
    'required',
    z.object({
      grade: z.coerce.number({ error: '请选择年级' }).check(z.int('请选择年级'), z.minimum(MIN_GRADE, '请选择年级'), z.maximum(MAX_GRADE, '请选择年级')),
      name: z.string({ error: '请输入班级名称' }).check(z.trim(), z.minLength(1, '请输入班级名称'), z.maxLength(20, '班级名称请控制在20个字以内')),
    }),
    returns<{ id: number }>(),
  ),
  getTeachers: endpoint('/api/school/getTeachers', 'required', z.object({}), returns<Teacher[]>()),
  addTeacher: endpoint('/api/school/addTeacher', 'required', z.object({ mobile: mobileSchema, name: nameSchema }), returns<AddedTeacher>()),
  setTeacherClasses: endpoint('/api/school/setTeacherClasses', 'required', z.object({ teacherId: id('教师'), classIds: idList('班级') }), returns<null>()),
  previewRoster: endpoint('/api/school/previewRoster', 'required', z.object({ rows: rosterRows }), returns<RosterPreview>(), { bodyLimit: 1024 * 1024 }),
  importRoster: endpoint('/api/school/importRoster', 'required', z.object({ rows: rosterRows }), returns<RosterPreview>(), { bodyLimit: 1024 * 1024 }),
  /** `from`: the school year the administrator saw (so a double click cannot promote twice). */
  promoteYear: endpoint(
    '/api/school/promoteYear',
    'required',
    z.object({ from: z.coerce.number({ error: '学年无效' }).check(z.int('学年无效'), z.minimum(2000, '学年无效'), z.maximum(2100, '学年无效')) }),
    returns<Promoted>(),
  ),
  getClassRoster: endpoint('/api/school/getClassRoster', 'required', z.object({ classId: id('班级') }), returns<ClassRoster>()),
  resetPin: endpoint('/api/school/resetPin', 'required', z.object({ studentId: id('学生') }), returns<Pin>()),
  recordConsent: endpoint(
    '/api/school/recordConsent',
    'required',
    z.object({
      studentIds: idList('学生'),
      method: z.string({ error: consentMessages.method }).check(z.trim(), z.minLength(2, consentMessages.method), z.maxLength(CONSENT_METHOD_MAX, consentMessages.methodLength)),
      /** Checked against today on the server (server school/school-roster.ts, consentDateProblem). */
      date: z.string({ error: consentMessages.date }).check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, consentMessages.date)),
    }),
    returns<null>(),
  ),
  /** A 6-character code, valid 15 minutes: `device` sets a tablet up for the class, `link` lets a student link a phone account. */
  createClassCode: endpoint(
    '/api/school/createClassCode',
    'required',
    z.object({
      classId: id('班级'),
      purpose: z.enum(['device', 'link'], { error: '参数错误' }),
      /** A device code: how many tablets it may set up. */
      tablets: z.optional(
        z.coerce
          .number({ error: tabletCountError })
          .check(z.int(tabletCountError), z.minimum(TABLETS_PER_CODE.min, tabletCountError), z.maximum(TABLETS_PER_CODE.max, tabletCountError)),
      ),
    }),
    returns<ClassCode>(),
  ),
  getClassDevices: endpoint('/api/school/getClassDevices', 'required', z.object({ classId: id('班级') }), returns<ClassDevices>()),
  revokeDevice: endpoint('/api/school/revokeDevice', 'required', z.object({ deviceId: id('设备') }), returns<null>()),

  /** A tablet: the teacher's device code sets it up for that class. */
  setupDevice: endpoint(
    '/api/school/setupDevice',
    'none',
    z.object({
      code: classCode,
      label: z.optional(z.string().check(z.trim(), z.maxLength(30, '设备名称请控制在30个字以内'))),
      /** The tablet's ECDSA P-256 public key (raw point, base64url): it signs results made offline (docs/OFFLINE-LESSON.md). */
      publicKey: z.optional(z.string().check(z.regex(/^[\w-]{87}$/, '平板密钥格式不正确'))),
    }),
    returns<DeviceSetup>(),
    { perDevice: true },
  ),
  /** The class's students (names only) for the set-up tablet's sign-in list. */
  getDeviceRoster: endpoint('/api/school/getDeviceRoster', 'none', z.object({}), returns<DeviceRoster>()),
  /**
   * The question lists a set-up tablet keeps, so a student signed in without a network can take the
   * tests (docs/OFFLINE-LESSON.md). `have`: the versions it holds ("hld:3,mbti:3"); only other ones come back.
   */
  getDeviceQuestions: endpoint(
    '/api/school/getDeviceQuestions',
    'none',
    z.object({ have: z.optional(z.string().check(z.maxLength(200, '题目版本无效'), z.regex(/^([a-z]{3,4}:[0-9A-Za-z.-]{1,20}(,|$))*$/, '题目版本无效'))) }),
    returns<DeviceQuestions>(),
  ),
  /** A student taps their name and types their PIN, on a tablet set up for their class only. */
  pinLogin: endpoint('/api/school/pinLogin', 'none', z.object({ studentId: id('学生'), pin }), returns<PinSignIn>(), { perDevice: true }),
  /** A student with a phone account links it to their school record: the class's link code, their 学号, name and card PIN. */
  linkSchoolAccount: endpoint(
    '/api/school/linkSchoolAccount',
    'required',
    z.object({ code: classCode, studentNo: z.string({ error: '请输入学号' }).check(z.trim(), z.minLength(1, '请输入学号'), z.maxLength(32, '学号无效')), name: nameSchema, pin }),
    returns<null>(),
  ),
};
