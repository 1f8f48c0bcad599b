import { useQuery } from '@tanstack/react-query';
import { lessonProgressApi } from '#client/contracts/lesson-progress.gen';
import { formatChinaTime } from '#shared/format/time';
import { assessmentShortName } from '#shared/school/lesson-state';
import { callApi } from '#client/lib/api-client';
import styles from './my-data.module.css';
import { userCenterKeys } from '../query-keys';

/** 谁看过我的报告: every time a teacher or administrator of the student's school opened one of their reports. */
export function ReportViews() {
  const query = useQuery({
    queryKey: userCenterKeys.personal.myReportViews(),
    queryFn: () => callApi(lessonProgressApi.getMyReportViews, {}, { silent: true }),
    retry: false,
  });
  return (
    <section className={styles.card} aria-labelledby="my-data-views">
      <h3 id="my-data-views">谁看过我的报告</h3>
      <p>你所在学校的老师可以查看你的测评报告和班级报告，以便和你一起讨论。每一次查看都会记录在这里。</p>
      {query.isError && <p>暂时无法读取查看记录，请联网后再试。</p>}
      {query.data && query.data.length === 0 && <p>还没有老师查看过你的报告。</p>}
      {query.data && query.data.length > 0 && (
        <ul className={styles.views}>
          {query.data.map((v, i) => (
            <li key={i}>
              <span>{formatChinaTime(new Date(v.viewedAt))}</span> {v.viewer}（{v.role === 'admin' ? '学校管理员' : '教师'}）
              {v.via === 'class-report'
                ? `在班级报告中看到了你的${assessmentShortName[v.assessment]}测评结果`
                : v.via === 'xuanke-round'
                  ? `在选科意向汇总中看到了由你的${assessmentShortName[v.assessment]}测评结果推荐的专业类`
                  : `查看了你的${assessmentShortName[v.assessment]}测评报告`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
