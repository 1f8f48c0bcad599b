import { createFileRoute } from '@tanstack/react-router';
import { DyznReportView } from '#client/features/report/dyzn/dyzn-report';
import { HldReportView } from '#client/features/report/hld/hld-report';
import { MbtiReportView } from '#client/features/report/mbti/mbti-report';
import { ClassPrintPage } from '#client/features/report/pages/class-print-page';
import { parseId } from '#shared/validation/formats';
import { assignmentSearch } from '#client/features/school/public';

const views = { hld: HldReportView, mbti: MbtiReportView, dyzn: DyznReportView };

/** 打印全班报告: all reports of a class, one student per printed section. */
export const Route = createFileRoute('/_auth/school/class/$classId/print')({
  validateSearch: assignmentSearch,
  component: function ClassPrint() {
    const classId = parseId(Route.useParams().classId) ?? 0;
    const { assignment } = Route.useSearch();
    return <ClassPrintPage classId={classId} assignment={assignment} views={views} />;
  },
});
