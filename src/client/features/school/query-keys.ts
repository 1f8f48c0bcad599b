import { personalKey } from '#client/lib/query-keys';

/** The school side's keys (staff only): the school, its classes, teachers, a class's roster and tablets (lib/query-keys.ts). */
export const schoolKeys = {
  personal: {
    schoolInfo: () => personalKey('school-info'),
    schoolTeachers: () => personalKey('school-teachers'),
    classRoster: (classId: number) => personalKey('class-roster', classId),
    classDevices: (classId: number) => personalKey('class-devices', classId),
    classAssignments: (classId: number) => personalKey('class-assignments', classId),
    /** Results signed offline that the server held for the teacher (docs/OFFLINE-LESSON.md). */
    heldResults: (classId: number) => personalKey('held-results', classId),
    classBoard: (classId: number, assignmentId: number | undefined) => personalKey('class-board', classId, assignmentId),
    classReport: (classId: number, assignmentId: number | undefined) => personalKey('class-report', classId, assignmentId),
    schoolReport: () => personalKey('school-report'),
    xuankeRounds: () => personalKey('xuanke-rounds'),
    xuankeRound: (roundId: number) => personalKey('xuanke-round', roundId),
    /** A rostered student's parent links (administrators only). */
    parentLinks: (studentId: number) => personalKey('school-parent-links', studentId),
  },
} as const;
