import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ApiCode } from '#shared/api/envelope';
import type { ClassRoster } from '#client/contracts/school.gen';
import { sameNameMarks } from '#shared/school/same-name';
import { ApiCallError } from '#client/lib/api-client';
import { parseId } from '#shared/validation/formats';
import { classRosterQuery } from '../queries';
import { useSchoolInfo } from '../use-school-info';
import { Loading, LoadProblem } from './load-problem';
import { QrSvg, useQr } from '#client/components/qr/qr-code';
import { SchoolPage } from './school-page';
import styles from './cards.module.css';

const CARDS_PER_SHEET = 8;
const SCHOOL = { to: '/school', label: '返回学校管理' };
const HOME = { to: '/', label: '返回首页' };

/** /school/class/$classId/cards: the students' sign-in cards to print, 8 to an A4 sheet (2 × 4), to cut apart. */
export function CardsPage() {
  const raw = useParams({ from: '/_auth/school/class/$classId/cards' }).classId;
  const classId = parseId(raw);
  const back = useSchoolInfo().isError ? HOME : SCHOOL;
  const query = useQuery({ ...classRosterQuery(classId ?? 0), enabled: classId !== null });
  const roster = query.data;
  const crumbs = [{ label: '学校管理', to: '/school' }, ...(roster ? [{ label: roster.class.label, to: '/school/class/$classId', params: { classId: raw } }] : [])];
  return (
    <SchoolPage
      title={roster ? `${roster.class.label} 登录卡` : '登录卡'}
      documentTitle="打印登录卡"
      crumbs={crumbs}
      screenOnlyHeading
      className={styles.printPage}
      subtitle={roster && `共 ${roster.students.length} 张，每页8张（A4纸，2列×4行）。打印后沿虚线剪开，发给学生保管。`}
      actions={
        roster &&
        roster.students.length > 0 && (
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            打印
          </button>
        )
      }
    >
      {classId === null ? (
        <LoadProblem error={new ApiCallError(ApiCode.NOT_FOUND, '班级不存在')} back={back} />
      ) : roster ? (
        <Sheets roster={roster} />
      ) : query.isError ? (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} back={back} />
      ) : (
        <Loading />
      )}
    </SchoolPage>
  );
}

/** A long name gets a smaller type and wraps: every name prints whole (up to the import's 20 characters). */
const nameSize = (name: string) => {
  const length = [...name].length;
  return length > 12 ? styles.longerName : length > 6 ? styles.longName : '';
};

function Sheets({ roster }: { roster: ClassRoster }) {
  const tabletUrl = `${window.location.origin}/tablet`;
  const qr = useQr(tabletUrl);
  const marks = useMemo(() => sameNameMarks(roster.students), [roster.students]);
  if (roster.students.length === 0) return <p className={styles.empty}>这个班级还没有学生，没有可以打印的登录卡。</p>;
  const sheets: ClassRoster['students'][] = [];
  for (let i = 0; i < roster.students.length; i += CARDS_PER_SHEET) sheets.push(roster.students.slice(i, i + CARDS_PER_SHEET));
  return (
    <div className={styles.sheets}>
      <p className={`${styles.privacy} no-print`}>登录卡上有学生的登录密码，请直接发给学生本人，打印错的请销毁。学生忘记密码时，可以在班级名单中查看或重置。</p>
      {sheets.map((students, index) => (
        <section key={index} className={styles.sheet} aria-label={`第 ${index + 1} 页`}>
          {students.map((student) => (
            <article key={student.id} className={styles.card}>
              <p className={styles.school}>
                {roster.schoolName} · {roster.class.label}
              </p>
              <div className={styles.body}>
                <div className={styles.who}>
                  <p className={`${styles.name} ${nameSize(student.name)}`}>
                    {student.name}
                    {marks.has(student.id) && <span className={styles.mark}>（{marks.get(student.id)}）</span>}
                  </p>
                  <p className={styles.studentNo}>学号 {student.studentNo}</p>
                  <p className={styles.pinLine}>
                    <span className={styles.pinLabel}>密码</span>
                    <span className={styles.pin}>{student.pin}</span>
                  </p>
                </div>
                <div className={styles.qr}>
                  <QrSvg qr={qr} size="100%" label={`班级平板登录页的二维码：${tabletUrl}`} />
                </div>
              </div>
              <p className={styles.instruction}>在班级平板上点自己的名字，输入6位数字密码</p>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
