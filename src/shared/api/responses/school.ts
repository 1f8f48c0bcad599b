import { z } from 'zod/mini';
import { noData, positiveId } from './common';
import { questionSetSchema } from './reports';
import { CLASS_CODE_PATTERN } from '#shared/school/class-code';
import { PIN_PATTERN, TOKEN_256_PATTERN } from '#shared/validation/formats';

/**
 * Schemas of what the school calls answer (the `data` of a 1000). The integration tests check every
 * answer with them; school.ts takes only their types, so the client never loads this file.
 */

const grade = z.int().check(z.minimum(1), z.maximum(12));
const isoTime = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);

export const schoolClassData = z.strictObject({
  id: positiveId,
  grade,
  name: z.string(),
  /** 初一 3班 */
  label: z.string(),
  students: z.int().check(z.nonnegative()),
  teachers: z.array(z.strictObject({ id: positiveId, name: z.string() })),
});

export const schoolInfoData = z.strictObject({
  role: z.enum(['admin', 'teacher']),
  /** `province`: when known, it fixes the 选科 model of the school's 选科意向 rounds. */
  school: z.strictObject({ id: positiveId, name: z.string(), province: z.nullable(z.string()) }),
  schoolYear: z.int(),
  /** 2026-2027学年 */
  schoolYearName: z.string(),
  /** An administrator's: every class of the year; a teacher's: their own. */
  classes: z.array(schoolClassData),
});

export const teacherData = z.strictObject({ id: positiveId, name: z.string(), mobile: z.string(), role: z.enum(['admin', 'teacher']), classIds: z.array(positiveId) });

export const addedTeacherData = z.strictObject({
  id: positiveId,
  /** Set when the account was made now: shown once to the administrator, to pass on. Null for an existing account. */
  initialPassword: z.nullable(z.string()),
});

export const rosterPreviewData = z.strictObject({
  rows: z.array(
    z.strictObject({
      line: z.int().check(z.positive()),
      name: z.string(),
      studentNo: z.string(),
      gender: z.enum(['男', '女', '']),
      grade: z.nullable(grade),
      className: z.string(),
      birthMonth: z.string(),
      problems: z.array(z.string()),
      /** Worth knowing, not stopping the import: a classmate of the same name (src/shared/school/same-name.ts). */
      warnings: z.array(z.string()),
      /** What importing does with the row: a new student, an update of one with that 学号, nothing (unchanged); null when it has problems. */
      action: z.nullable(z.enum(['create', 'update', 'unchanged'])),
    }),
  ),
  counts: z.strictObject({ create: z.int(), update: z.int(), unchanged: z.int(), problems: z.int() }),
});

export const promotedData = z.strictObject({ schoolYear: z.int(), classes: z.int().check(z.nonnegative()), graduated: z.int().check(z.nonnegative()) });

export const consentData = z.strictObject({ method: z.string(), date: z.string(), recordedBy: z.string() });

export const classRosterData = z.strictObject({
  class: schoolClassData,
  schoolName: z.string(),
  students: z.array(
    z.strictObject({
      id: positiveId,
      name: z.string(),
      studentNo: z.string(),
      gender: z.enum(['男', '女', '']),
      birthMonth: z.string(),
      /** The sign-in PIN printed on the student's card (see docs/SCHOOL.md for why it is kept readable). */
      pin: z.string().check(z.regex(PIN_PATTERN)),
      /** The student linked a phone account to this record. */
      linked: z.boolean(),
      consent: z.nullable(consentData),
      /** Under 14 (or age unknown) without recorded consent: results wait on the device. */
      needsConsent: z.boolean(),
    }),
  ),
});

export const pinData = z.strictObject({ pin: z.string().check(z.regex(PIN_PATTERN)) });

export const classCodeData = z.strictObject({ code: z.string().check(z.regex(CLASS_CODE_PATTERN)), expiresAt: isoTime, tablets: z.nullable(positiveId) });

export const deviceData = z.strictObject({
  deviceToken: z.string().check(z.regex(TOKEN_256_PATTERN)),
  classLabel: z.string(),
  schoolName: z.string(),
  /** The tablet's number, named in the results it signs offline (docs/OFFLINE-LESSON.md). */
  deviceId: positiveId,
  /** The server's key a PIN typed offline is sealed to (raw P-256 point, base64url). */
  sealKey: z.string(),
});

export const deviceRosterData = z.strictObject({
  classLabel: z.string(),
  schoolName: z.string(),
  /** `mark` tells students of the same name apart (学号…0107, src/shared/school/same-name.ts); null for a name nobody else has. */
  students: z.array(z.strictObject({ id: positiveId, name: z.string(), mark: z.nullable(z.string()) })),
  /** What a student signing in without a network needs (docs/OFFLINE-LESSON.md): the tablet's number, the server's sealing key, the class's assignments. */
  deviceId: positiveId,
  sealKey: z.string(),
  assignments: z.array(
    z.strictObject({
      id: positiveId,
      assessments: z.array(z.enum(['dyzn', 'hld', 'mbti'])),
      studentIds: z.nullable(z.array(positiveId)),
      startsAt: isoTime,
      endsAt: isoTime,
      note: z.string(),
      teacherName: z.string(),
    }),
  ),
});

/** Each list with its assessment; the same checks as getQuestionList's. */
export const deviceQuestionsData = z.array(z.union((['hld', 'mbti', 'dyzn'] as const).map((key) => z.strictObject({ assessment: z.literal(key), set: questionSetSchema(key) }))));

export const classDevicesData = z.array(
  z.strictObject({
    id: positiveId,
    label: z.string(),
    createdAt: isoTime,
    lastSeenAt: isoTime,
    expiresAt: isoTime,
    /** The key the tablet signs offline results with (null: set up before it had one); public, for the teacher's phone to check scans. */
    publicKey: z.nullable(z.string()),
    /** When the teacher stopped it (停用); null while it works. */
    stoppedAt: z.nullable(isoTime),
  }),
);

export const pinSignInData = z.strictObject({
  token: z.string().check(z.regex(/^[\w-]{43,128}$/)),
  /** Lets this tablet upload this student's finished tests later, without the student (docs/SCHOOL.md). */
  uploadCredential: z.string().check(z.regex(TOKEN_256_PATTERN)),
  /** Additive: the student's account id, so the tablet files the credential (and opens their test) without asking who signed in. */
  userId: z.number().check(z.int(), z.positive()),
});

export const schoolResponses = {
  getSchoolInfo: schoolInfoData,
  createClass: z.strictObject({ id: positiveId }),
  getTeachers: z.array(teacherData),
  addTeacher: addedTeacherData,
  setTeacherClasses: noData,
  previewRoster: rosterPreviewData,
  importRoster: rosterPreviewData,
  promoteYear: promotedData,
  getClassRoster: classRosterData,
  resetPin: pinData,
  recordConsent: noData,
  createClassCode: classCodeData,
  getClassDevices: classDevicesData,
  revokeDevice: noData,
  setupDevice: deviceData,
  getDeviceRoster: deviceRosterData,
  getDeviceQuestions: deviceQuestionsData,
  pinLogin: pinSignInData,
  linkSchoolAccount: noData,
};
