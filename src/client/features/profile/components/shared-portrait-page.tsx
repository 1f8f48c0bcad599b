import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { cardOf } from '#client/features/assessment/public';
import { PORTRAIT_ORDER } from '#shared/profile/portrait';
import type { AssessmentKey } from '#shared/assessments/types';
import { portraitOf } from '#content/profile/index';
import { profileKeys } from '../query-keys';
import { portraitTokens, sharedResults } from '../share-portrait';
import { PortraitBody } from './portrait-body';
import styles from './portrait.module.css';

const SHARE_PATHS = { hld: '/share/hld', dyzn: '/share/dyzn', mbti: '/share/mbti' } as const;

/** A 生涯画像 opened by its share link, without login: built from the shared results, read only. */
export function SharedPortraitPage({ search }: { search: Readonly<Record<string, unknown>> }) {
  useDocumentTitle('生涯画像');
  const tokens = useMemo(() => portraitTokens(search), [search]);
  const shared = useQuery({ queryKey: profileKeys.personal.shared(tokens), queryFn: () => sharedResults(tokens), retry: false, staleTime: 60_000 });
  const data = shared.data;
  const portrait = useMemo(
    () =>
      data &&
      portraitOf(
        { hld: data.results.hld, dyzn: data.results.dyzn, mbti: data.results.mbti },
        Object.fromEntries(PORTRAIT_ORDER.map((key) => [key, Boolean(data.results[key]?.quality?.flagged)])),
      ),
    [data],
  );
  const nickname = PORTRAIT_ORDER.map((key) => data?.results[key]?.nickname).find(Boolean);
  const reportLink = (key: AssessmentKey) => (
    <Link to={SHARE_PATHS[key]} search={{ token: tokens[key] }}>
      查看报告
    </Link>
  );
  return (
    <div className="container page">
      <article className={styles.sheet} data-testid="portrait">
        <header className={styles.head}>
          <h1 className={styles.title}>{nickname ? `${nickname}的生涯画像` : '生涯画像'}</h1>
          <p className={styles.lead}>这份画像由分享人最近的测评结果生成。每条建议都写明了来自哪些得分，是值得去了解的方向，不是结论。</p>
        </header>
        {Object.keys(tokens).length === 0 && <p className={styles.notice}>分享链接无效，请向分享人要一个新的链接。</p>}
        {shared.isPending && Object.keys(tokens).length > 0 && <p className={styles.muted}>正在打开…</p>}
        {shared.isError && <p className={styles.notice}>暂时无法打开这份画像，请联网后刷新再试。</p>}
        {data && data.gone.length > 0 && (
          <p className={styles.notice} data-testid="portrait-gone">
            {data.gone.map((key) => `「${cardOf(key).title}」`).join('')}的分享链接已被重置或结果已删除，画像里不再包含它。
          </p>
        )}
        {portrait && data && <PortraitBody portrait={portrait} results={data.results} reportLink={reportLink} />}
      </article>
    </div>
  );
}
