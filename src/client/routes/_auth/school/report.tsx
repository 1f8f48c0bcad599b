import { createFileRoute } from '@tanstack/react-router';
import type { AssessmentKey } from '#shared/assessments/types';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';
import { HldReportView } from '#client/features/report/hld/hld-report';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';
import { StaffReportPage } from '#client/features/report/pages/staff-report-page';

interface Search {
  student: number;
  assessment: AssessmentKey;
  id?: number;
}

const positive = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A student's report for school staff: ?student=学生&assessment=hld&id=报告. */
export const Route = createFileRoute('/_auth/school/report')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    student: positive(search.student) ?? 0,
    assessment: search.assessment === 'mbti' || search.assessment === 'dyzn' ? search.assessment : 'hld',
    ...(positive(search.id) ? { id: positive(search.id) } : {}),
  }),
  component: function StaffReport() {
    const { student, assessment, id } = Route.useSearch();
    if (assessment === 'mbti') return <StaffReportPage studentId={student} assessment="mbti" id={id} View={MbtiReportView} />;
    if (assessment === 'dyzn') return <StaffReportPage studentId={student} assessment="dyzn" id={id} View={DyznReportView} />;
    return <StaffReportPage studentId={student} assessment="hld" id={id} View={HldReportView} />;
  },
});
