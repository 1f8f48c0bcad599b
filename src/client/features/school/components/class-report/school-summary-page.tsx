import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lessonsApi, type SchoolReport } from '#client/contracts/lessons.gen';
import { callApi } from '#client/lib/api-client';
import { Loading, LoadProblem } from '../load-problem';
import { SchoolPage } from '../school-page';
import common from '../school.module.css';
import { DistributionSections } from './distribution-sections';
import { schoolKeys } from '#client/features/school/query-keys';

const crumbs = [{ label: '学校管理', to: '/school' }];

/** /school/summary: the administrator's roll-up of the school year, the whole school and each grade with its classes. */
export function SchoolSummaryPage() {
  const query = useQuery({
    queryKey: schoolKeys.personal.schoolReport(),
    queryFn: () => callApi(lessonsApi.getSchoolReport, {}, { silent: true }),
    retry: false,
  });
  if (!query.data) {
    return (
      <SchoolPage title="全校测评概况" crumbs={crumbs}>
        {query.isError ? <LoadProblem error={query.error} onRetry={() => void query.refetch()} back={{ to: '/school', label: '返回学校管理' }} /> : <Loading />}
      </SchoolPage>
    );
  }
  const report: SchoolReport = query.data;
  return (
    <SchoolPage title="全校测评概况" crumbs={crumbs} subtitle={`${report.schoolName} · ${report.schoolYearName} · 每位同学最近一次的结果`}>
      {report.grades.map((grade) => (
        <section key={grade.grade} className={common.section} aria-labelledby={`grade-${grade.grade}`}>
          <h2 id={`grade-${grade.grade}`} className={common.sectionTitle}>
            {grade.gradeName}
          </h2>
          <div className={common.tableWrap}>
            <table className={common.table}>
              <thead>
                <tr>
                  <th scope="col">班级</th>
                  <th scope="col">学生</th>
                  <th scope="col">职业兴趣</th>
                  <th scope="col">性格类型</th>
                  <th scope="col">多元智能</th>
                  <th scope="col">需要关注</th>
                </tr>
              </thead>
              <tbody>
                {grade.classes.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to="/school/class/$classId/report" params={{ classId: String(c.id) }}>
                        {c.label}
                      </Link>
                    </th>
                    <td className={common.numeric}>{c.students}</td>
                    <td className={common.numeric}>{c.completed.hld}</td>
                    <td className={common.numeric}>{c.completed.mbti}</td>
                    <td className={common.numeric}>{c.completed.dyzn}</td>
                    <td className={common.numeric}>{c.attention}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {report.grades.length > 1 && <h2 className={common.sectionTitle}>全校</h2>}
      <DistributionSections summary={report.school} whole="全校" />
    </SchoolPage>
  );
}
