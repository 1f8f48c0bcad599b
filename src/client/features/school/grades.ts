import type { SchoolClass } from '#client/contracts/school.gen';
import { gradeName } from '#shared/school/grades';

/** The grade select of 新建班级: secondary school first (the students this site is for), then primary. */
export const GRADE_OPTIONS = [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map((grade) => ({ value: grade, label: gradeName(grade) }));

export interface GradeGroup {
  grade: number;
  name: string;
  classes: SchoolClass[];
}

/** Classes by grade, lowest grade first; within a grade 2班 before 10班, named classes after numbered ones. */
export function groupByGrade(classes: readonly SchoolClass[]): GradeGroup[] {
  const groups = new Map<number, SchoolClass[]>();
  for (const c of classes) groups.set(c.grade, [...(groups.get(c.grade) ?? []), c]);
  const collator = new Intl.Collator('zh-CN', { numeric: true });
  return [...groups].sort(([a], [b]) => a - b).map(([grade, list]) => ({ grade, name: gradeName(grade), classes: [...list].sort((a, b) => collator.compare(a.name, b.name)) }));
}
