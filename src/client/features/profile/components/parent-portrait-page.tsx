import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { parentViewApi } from '#client/contracts/parent-view.gen';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { cardOf } from '#client/features/assessment/public';
import { parentCall, parentKeys } from '#client/features/parent/public';
import { PORTRAIT_ORDER } from '#shared/profile/portrait';
import type { AssessmentKey } from '#shared/assessments/types';
import { portraitOf } from '#content/profile/index';
import type { NewestResults } from '../use-portrait';
import { PortraitBody } from './portrait-body';
import styles from './portrait.module.css';

/**
 * A linked child's 生涯画像 read by a parent (docs/PARENTS.md, "What a parent sees"): built here from the
 * child's newest results, which the server reads through the parent's link and records, exactly as the
 * child's own page builds it.
 */
export function ParentPortraitPage({ linkId }: { linkId: number }) {
  useDocumentTitle('孩子的生涯画像');
  const query = useQuery({
    queryKey: parentKeys.personal.childPortrait(linkId),
    queryFn: () => parentCall(parentViewApi.childPortrait, { linkId }, { silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  const data = query.data;
  const results = useMemo<NewestResults | undefined>(() => data && { hld: data.hld, dyzn: data.dyzn, mbti: data.mbti }, [data]);
  const portrait = useMemo(() => results && portraitOf(results, Object.fromEntries(PORTRAIT_ORDER.map((key) => [key, Boolean(results[key]?.quality?.flagged)]))), [results]);
  const reportLink = (key: AssessmentKey) => (
    <Link to="/parent/report" search={{ link: linkId, assessment: key, ...(results?.[key]?.id ? { id: results[key].id } : {}) }}>
      查看报告
    </Link>
  );
  return (
    <div className="container page">
      <article className={styles.sheet} data-testid="portrait">
        <header className={styles.head}>
          <h1 className={styles.title}>{data ? `${data.childName}的生涯画像` : '孩子的生涯画像'}</h1>
          <p className={styles.lead}>
            这是孩子在自己账号里看到的生涯画像，由孩子最近一次的各项测评结果生成，文中的“你”指孩子。每条建议都写明了来自哪些得分，是值得和孩子一起了解的方向，不是结论。这次查看已记录，孩子可以看到。
          </p>
          <p className={styles.muted}>
            <Link to="/parent/child" search={{ link: linkId }}>
              返回孩子的测评
            </Link>
          </p>
        </header>
        {query.isPending && <p className={styles.muted}>正在打开…</p>}
        {query.isError && <p className={styles.notice}>{query.error.message || '暂时无法打开孩子的生涯画像，请稍后再试。'}</p>}
        {portrait && results && !portrait.ready && (
          <p className={styles.notice} data-testid="portrait-not-ready">
            孩子完成三项测评中的任意两项后，这里才会有生涯画像。目前完成了 {portrait.done.length} 项
            {portrait.done.length ? `（${portrait.done.map((key) => cardOf(key).title).join('、')}）` : ''}。
          </p>
        )}
        {portrait && results && portrait.ready && <PortraitBody portrait={portrait} results={results} reportLink={reportLink} testLinks={false} />}
      </article>
    </div>
  );
}
