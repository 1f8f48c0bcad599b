import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { ClassReport } from '#client/contracts/lessons.gen';
import { formatChinaTime } from '#shared/format/time';
import { Button } from '#client/components/button/throttled-button';
import { printWhenChartsDrawn } from '#client/components/charts/charts-ready';
import { toast } from '#client/lib/toast-store';
import { parseId } from '#shared/validation/formats';
import { classReportQuery } from '#client/features/school/queries';
import { ClassFallback } from '../class-fallback';
import { SchoolPage } from '../school-page';
import common from '../school.module.css';
import { AttentionLists } from './attention-lists';
import styles from './class-report.module.css';
import { ReportTable } from './report-table';
import { DistributionSections } from './distribution-sections';

const crumbs = [{ label: '学校管理', to: '/school' }];

/** /school/class/$classId/report: the class read as a whole, for its teachers; prints and exports to Excel. */
export function ClassReportPage() {
  const classId = parseId(useParams({ from: '/_auth/school/class/$classId/report' }).classId);
  const { assignment } = useSearch({ from: '/_auth/school/class/$classId/report' });
  const query = useQuery({ ...classReportQuery(classId ?? 0, assignment), enabled: classId !== null });
  const report = query.data;
  if (classId === null || !report) return <ClassFallback title="班级测评报告" crumbs={crumbs} classId={classId} query={query} />;
  return <ReportView classId={classId} assignment={assignment} report={report} />;
}

function ReportView({ classId, assignment, report }: { classId: number; assignment?: number; report: ClassReport }) {
  const [exporting, setExporting] = useState(false);
  const exportExcel = async () => {
    setExporting(true);
    try {
      await (await import('./export-xlsx')).exportClassReport(report);
      toast.success('已开始下载Excel文件');
    } finally {
      setExporting(false);
    }
  };
  const { summary } = report;
  return (
    <SchoolPage
      title={`班级测评报告 · ${report.classLabel}`}
      documentTitle="班级测评报告"
      crumbs={[...crumbs, { label: report.classLabel, to: '/school/class/$classId', params: { classId: String(classId) } }]}
      subtitle={`${report.schoolName} · ${report.scope} · 生成于 ${formatChinaTime(new Date(report.generatedAt))}`}
      actions={
        <>
          <Button className="btn btn-primary" onClick={exportExcel} disabled={exporting}>
            导出Excel
          </Button>
          <Link to="/school/class/$classId/print" params={{ classId: String(classId) }} search={assignment ? { assignment } : {}} className="btn btn-ghost">
            打印全班报告
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => void printWhenChartsDrawn(document.body)}>
            打印本页
          </button>
        </>
      }
    >
      <section className={`${common.section} ${styles.completion}`} aria-label="完成情况">
        {(
          [
            ['职业兴趣', summary.completed.hld],
            ['性格类型', summary.completed.mbti],
            ['多元智能', summary.completed.dyzn],
          ] as const
        ).map(([name, done]) => (
          <p key={name}>
            <span className={common.hint}>{name}</span>
            <strong>
              {done}/{summary.students}
            </strong>
            <span className={common.hint}>人完成</span>
          </p>
        ))}
      </section>
      <p className={`${common.hint} ${styles.caution}`}>
        班级分布只统计通过作答质量检查的结果；“建议重测”的同学单独列出。测评结果描述的是当下的兴趣和倾向，适合作为与学生交流的起点，而不是给学生下结论。
      </p>
      <DistributionSections summary={summary} />
      <AttentionLists rows={report.rows} />
      <ReportTable rows={report.rows} />
    </SchoolPage>
  );
}
