import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import { type ClassReportRow, lessonsApi } from '#client/contracts/lessons.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { formatChinaTime } from '#shared/format/time';
import { printWhenChartsDrawn } from '#client/components/charts/charts-ready';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { callApi } from '#client/lib/api-client';
import { ReportHeader } from '../components/report-header';
import { ReportMessage } from '../components/report-message';
import styles from '../components/report.module.css';
import { reportMeta } from '../report-meta';
import { upgradeReport } from '../report-upgrade';
import type { ReportView } from '../report-view';
import printStyles from './class-print.module.css';
import { CaveatNotice, CaveatProvider, useCaveatOf } from '../components/caveat-notice';
import { schoolKeys } from '#client/features/school/public';

type Views = { [K in AssessmentKey]: ReportView<K> };
type Loaded = { row: ClassReportRow; reports: ResultData[] };

const ORDER: AssessmentKey[] = ['hld', 'mbti', 'dyzn'];
/** Reports asked for at once: a class of 60 loads in a few seconds without flooding the server. */
const AT_ONCE = 4;

/** One student's report in the printout, with its caveat first and its summary worded with it, as the student sees it. */
function PrintedReport({ data, View }: { data: ResultData; View: ReportView }) {
  const shown = useCaveatOf(data);
  return (
    <article className={`${styles.report} ${printStyles.report}`}>
      <ReportHeader
        info={{
          title: reportMeta[data.assessment].title,
          nickname: data.nickname,
          createtime: data.createtime,
          usedtime: data.usedtime,
          reportlogo: data.orginfo?.reportlogo ?? '',
        }}
      />
      <CaveatNotice caveat={shown.caveat} reasons={data.quality?.reasons} />
      <CaveatProvider value={shown}>
        <View data={data} nickname={data.nickname} />
      </CaveatProvider>
    </article>
  );
}

/**
 * 打印全班报告: every student's reports in one document, one student per printed section (each starts
 * on a new page), in 学号 order, then the names of those with nothing to print. Each report is fetched
 * like the staff report page, so every opening is recorded for the student to see.
 */
export function ClassPrintPage({ classId, assignment, views }: { classId: number; assignment?: number; views: Views }) {
  useDocumentTitle('打印全班报告');
  const report = useQuery({
    queryKey: schoolKeys.personal.classReport(classId, assignment),
    queryFn: () => callApi(lessonsApi.getClassReport, { classId, ...(assignment ? { assignmentId: assignment } : {}) }, { silent: true }),
    retry: false,
  });
  const [loaded, setLoaded] = useState<Loaded[] | null>(null);
  const [done, setDone] = useState(0);
  const [failed, setFailed] = useState(false);
  const rows = report.data?.rows;

  useEffect(() => {
    if (!rows) return;
    let cancelled = false;
    const jobs = rows.flatMap((row) => ORDER.filter((k) => row.resultIds[k]).map((k) => ({ row, key: k, id: row.resultIds[k]! })));
    const results = new Map<string, ResultData>();
    let next = 0;
    const worker = async () => {
      while (next < jobs.length && !cancelled) {
        const job = jobs[next++];
        const data = await callApi(lessonsApi.getStudentReport, { studentId: job.row.studentId, assessment: job.key, id: job.id }, { silent: true });
        results.set(`${job.row.studentId}:${job.key}`, upgradeReport(data as ResultData));
        if (!cancelled) setDone((n) => n + 1);
      }
    };
    void Promise.all(Array.from({ length: AT_ONCE }, worker))
      .then(() => {
        if (cancelled) return;
        setLoaded(rows.map((row) => ({ row, reports: ORDER.map((k) => results.get(`${row.studentId}:${k}`)).filter((r): r is ResultData => r !== undefined) })));
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [rows]);

  if (report.isError || failed) {
    return (
      <ReportMessage title="打印全班报告">
        <p>暂时无法读取全班的报告，请联网后刷新页面再试。</p>
      </ReportMessage>
    );
  }
  const total = rows ? rows.reduce((n, r) => n + Object.keys(r.resultIds).length, 0) : 0;
  if (!report.data || !loaded) {
    return (
      <ReportMessage title="打印全班报告" busy>
        <p>正在准备全班的报告…{total > 0 && ` ${done}/${total}`}</p>
      </ReportMessage>
    );
  }
  const withReports = loaded.filter((l) => l.reports.length > 0);
  const without = loaded.filter((l) => l.reports.length === 0);
  return (
    <div className={`container ${printStyles.page}`}>
      <div className={`${printStyles.cover}`}>
        <h1>
          {report.data.schoolName} {report.data.classLabel} 学生测评报告
        </h1>
        <p>
          {report.data.scope} · {withReports.length} 名同学 · {formatChinaTime(new Date(report.data.generatedAt))}
        </p>
        <p className="no-print">
          <button type="button" className="btn btn-primary" onClick={() => void printWhenChartsDrawn(document.body)}>
            打印
          </button>{' '}
          每位同学从新的一页开始。打印前可在打印设置中选择“另存为PDF”。
        </p>
      </div>
      {withReports.map(({ row, reports }) => (
        <section key={row.studentId} className={printStyles.student} aria-label={`${row.studentNo} ${row.name}`} data-student={row.name}>
          <h2 className={printStyles.studentName}>
            {row.studentNo} {row.name}
          </h2>
          {row.notes.length > 0 && <p className={printStyles.notes}>提示：{row.notes.join('；')}</p>}
          {reports.map((data) => (
            <PrintedReport key={data.assessment} data={data} View={views[data.assessment] as ReportView} />
          ))}
        </section>
      ))}
      {without.length > 0 && (
        <section className={printStyles.student}>
          <h2 className={printStyles.studentName}>还没有可打印结果的同学（{without.length}人）</h2>
          <p>{without.map((l) => `${l.row.studentNo} ${l.row.name}`).join('、')}</p>
        </section>
      )}
    </div>
  );
}
