import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { familyViewApi, type ParentSight as Sight } from '#client/contracts/parent-view.gen';
import { assessmentShortName } from '#shared/school/lesson-state';
import { formatChinaTime } from '#shared/format/time';
import { callApi } from '#client/lib/api-client';
import { userCenterKeys } from '../query-keys';
import styles from './parent-links.module.css';

const READ = {
  history: () => '查看了你的测评记录',
  portrait: () => '查看了你的生涯画像',
  report: (v: Sight['views'][number]) =>
    `查看了你的${v.assessment ? assessmentShortName[v.assessment] : ''}测评报告${v.resultTime ? `（${v.resultTime} 那次）` : '（这份结果已删除）'}`,
} as const;

/**
 * 个人中心 › 家长关联, below the parents: exactly what each linked parent can read (an approved link:
 * every result, its report and history, the 生涯画像; never the answers), and every time one looked
 * (docs/PARENTS.md, "What a parent sees").
 */
export function ParentSight() {
  const query = useQuery({ queryKey: userCenterKeys.personal.parentSight(), queryFn: () => callApi(familyViewApi.getParentSight, {}, { silent: true }), retry: false });
  const data = query.data;
  if (query.isError) return <p className={styles.muted}>暂时无法读取家长的查看记录，请联网后再试。</p>;
  // Nothing to say to a student no parent ever asked to link or looked at.
  if (!data || (data.parents.length === 0 && data.views.length === 0)) return null;
  const counts = `霍兰德职业兴趣 ${data.results.hld} 份、MBTI性格 ${data.results.mbti} 份、多元智能 ${data.results.dyzn} 份`;
  return (
    <>
      {data.parents.length > 0 && (
        <section className={styles.section} aria-labelledby="sight-title" data-testid="parent-sight">
          <h2 id="sight-title">家长能看到什么</h2>
          <ul className={styles.list}>
            {data.parents.map((parent) => (
              <li key={parent.linkId} className={styles.sight}>
                <strong>{parent.name}</strong> {parent.mobile}
                {parent.status === 'approved' ? (
                  <>
                    <p>
                      <span className={styles.can}>能看到：</span>你的全部测评报告和测评记录（现在有{counts}
                      ），包括报告上的提示和“结果还不能确定”的说明，和你自己看到的一样；由这些结果生成的
                      <Link to="/portrait">生涯画像</Link>。
                    </p>
                    <p>
                      <span className={styles.cannot}>看不到：</span>你每道题选了什么，你的手机号、密码和账号资料，你的预约、选科意向和班级信息。家长也不能修改或删除你的任何内容。
                    </p>
                    {parent.childUnder14 && <p className={styles.muted}>关联时你未满14周岁，是否让家长查看由监护人决定；每一次查看你都能在下面看到。</p>}
                  </>
                ) : (
                  <p className={styles.muted}>{parent.status === 'pending' ? '还看不到任何内容：你同意关联后才能看到。' : '看不到任何内容。'}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="seen-title" data-testid="parent-views">
        <h2 id="seen-title">家长的查看记录</h2>
        {data.views.length === 0 && <p className={styles.muted}>还没有家长查看过你的测评结果。</p>}
        {data.views.length > 0 && (
          <ul className={styles.views}>
            {data.views.map((view, i) => (
              <li key={i}>
                <span className={styles.muted}>{formatChinaTime(new Date(view.viewedAt))}</span> {view.parent} {READ[view.what](view)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
