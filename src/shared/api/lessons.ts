import { z } from 'zod/mini';
import type { ResultData } from './assessment';
import { endpoint, returns } from './envelope';
import { idField as id, idListField } from './fields';
import type { assignmentData, boardChangesData, boardUnchangedData, classBoardData, classReportData, schoolReportData } from './responses/lessons';
import { BOARD_VERSION_PATTERN, MAX_ASSIGNMENT_DAYS, parseAssessmentList } from '../school/lesson-state';
import type { AssessmentKey } from '../assessments/types';

/**
 * A lesson (docs/SCHOOL.md, "A lesson"): a teacher assigns assessments to a class, the devices report
 * how far each student has come, the teacher watches the class board and opens a student's report
 * (every such view is recorded and the student can read the list). Additive: none of it is in the spec.
 * These are the staff's calls; the student's are in lesson-progress.ts, which the test page loads.
 */

export type Assignment = z.output<typeof assignmentData>;
export type ClassBoard = z.output<typeof classBoardData>;
export type BoardUnchanged = z.output<typeof boardUnchangedData>;
export type BoardChanges = z.output<typeof boardChangesData>;
export type ClassReport = z.output<typeof classReportData>;
export type ClassReportRow = ClassReport['rows'][number];
export type ClassSummary = ClassReport['summary'];
export type SchoolReport = z.output<typeof schoolReportData>;
export type StudentReport = ResultData<'dyzn'> | ResultData<'hld'> | ResultData<'mbti'>;

const time = (what: string) =>
  z.pipe(
    z.string({ error: `请填写${what}` }).check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/, `请填写${what}`)),
    z.transform((text: string, ctx) => {
      const at = Date.parse(text);
      if (Number.isNaN(at)) ctx.issues.push({ code: 'custom', message: `${what}无效`, input: text });
      return at;
    }),
  );
const assessments = z.pipe(
  z.string({ error: '请选择测评' }).check(z.trim(), z.maxLength(30, '请选择测评')),
  z.transform((text: string, ctx): AssessmentKey[] => {
    const keys = parseAssessmentList(text);
    if (!keys) {
      ctx.issues.push({ code: 'custom', message: '请选择测评', input: text });
      return z.NEVER;
    }
    return keys;
  }),
);
const studentIds = idListField('所选学生');
const assessmentKey = z.enum(['dyzn', 'hld', 'mbti'], { error: '测评类型无效' });

const boardQuery = z.object({
  classId: id('班级'),
  assignmentId: z.optional(id('布置')),
  since: z.optional(z.string().check(z.regex(BOARD_VERSION_PATTERN, '看板版本无效'))),
});

export const lessonsApi = {
  /** A teacher (of the class) or an administrator assigns assessments to the class or to some of its students. */
  createAssignment: endpoint(
    '/api/school/createAssignment',
    'required',
    z
      .object({
        classId: id('班级'),
        assessments,
        /** school_students ids; empty for the whole class. */
        studentIds: z.optional(studentIds),
        startsAt: time('开始时间'),
        endsAt: time('截止时间'),
        note: z.optional(z.string().check(z.trim(), z.maxLength(200, '说明请控制在200个字以内'))),
      })
      .check(
        z.refine((b) => b.endsAt > b.startsAt, { message: '截止时间要晚于开始时间', path: ['endsAt'] }),
        z.refine((b) => b.endsAt - b.startsAt <= MAX_ASSIGNMENT_DAYS * 86400_000, { message: `测评时间最长${MAX_ASSIGNMENT_DAYS}天`, path: ['endsAt'] }),
      ),
    returns<{ id: number }>(),
  ),
  getClassAssignments: endpoint('/api/school/getClassAssignments', 'required', z.object({ classId: id('班级') }), returns<Assignment[]>()),
  cancelAssignment: endpoint('/api/school/cancelAssignment', 'required', z.object({ assignmentId: id('布置') }), returns<null>()),
  /**
   * The live board: every student of the class and where they are with each assessment of one assignment
   * (the open one, when not named). `since`: the `version` of the board the caller shows; when nothing on it
   * changed the answer is `{ unchanged: true, version, now }`, when only some students did `{ changes: true, … }`
   * with those students (docs/SCHOOL.md, "The board at scale").
   */
  getClassBoard: endpoint('/api/school/getClassBoard', 'required', boardQuery, returns<ClassBoard | BoardChanges | BoardUnchanged>()),
  /**
   * The same board pushed (Server-Sent Events over this POST; a refusal is the usual envelope): first what
   * `since` lacks, then each change of the class as getClassBoard would answer it, and the server's clock
   * every 5 s. Ends after 5 minutes; the page opens it again (docs/SCHOOL.md, "The board at scale").
   */
  watchClassBoard: endpoint('/api/school/watchClassBoard', 'required', boardQuery, returns<ClassBoard | BoardChanges | BoardUnchanged>()),
  /** A student's report for their school's staff (a teacher: students of their classes); the view is recorded. */
  getStudentReport: endpoint(
    '/api/school/getStudentReport',
    'required',
    z.object({ studentId: id('学生'), assessment: assessmentKey, id: z.optional(id('报告编号')) }),
    returns<StudentReport>(),
  ),
  /** The class read as a whole: distributions, a row per student (also those who did nothing), the lists to act on. */
  getClassReport: endpoint('/api/school/getClassReport', 'required', z.object({ classId: id('班级'), assignmentId: z.optional(id('布置')) }), returns<ClassReport>()),
  /** The administrator's roll-up: the school and each grade, and each class's completion. */
  getSchoolReport: endpoint('/api/school/getSchoolReport', 'required', z.object({}), returns<SchoolReport>()),
};
