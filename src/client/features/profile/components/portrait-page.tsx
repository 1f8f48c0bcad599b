import { Link } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, type RefObject, useRef } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useUserInfo } from '#client/session/user';
import { cardOf } from '#client/features/assessment/public';
import type { AssessmentKey } from '#shared/assessments/types';
import { type NewestResults, usePortrait } from '../use-portrait';
import { PortraitBody } from './portrait-body';
import { PortraitShareButton } from './portrait-share';
import styles from './portrait.module.css';

/** Print and download as images: the reports' toolbar, handed in by the route (its module carries CSS that public.ts must not pull into start-up). */
export type PortraitToolbar = ComponentType<{ areaRef: RefObject<HTMLElement | null>; nickname: string; reportName: string; children?: ReactNode }>;

/** 生涯画像: the three tests read together, every suggestion with its reason (docs/PROFILE.md). */
export function PortraitPage({ Toolbar }: { Toolbar: PortraitToolbar }) {
  useDocumentTitle('生涯画像');
  const { data: user } = useUserInfo();
  const { results, portrait } = usePortrait(user?.id);
  const areaRef = useRef<HTMLElement>(null);
  const ownLink = (data: NewestResults) => (key: AssessmentKey) =>
    data[key]?.id ? (
      <Link to={cardOf(key).resultPath} search={{ id: data[key].id }} data-capture-ignore="true">
        查看报告
      </Link>
    ) : (
      <span>本设备上的结果，联网后上传</span>
    );
  return (
    <div className="container page">
      <article ref={areaRef} className={styles.sheet} data-testid="portrait">
        <header className={styles.head}>
          <h1 className={styles.title}>生涯画像</h1>
          <p className={styles.lead}>
            把你最近一次的兴趣、多元智能和性格测评放在一起看。下面的每一条建议都写明了来自你的哪些得分；它们是值得去了解的方向，不是结论，也不替你做决定。
          </p>
        </header>
        {results.isPending && <p className={styles.muted}>正在整理你的测评结果…</p>}
        {results.isError && <p className={styles.muted}>测评结果暂时无法加载，请稍后刷新再试。</p>}
        {portrait && results.data && <PortraitBody portrait={portrait} results={results.data} reportLink={ownLink(results.data)} />}
        {portrait?.ready && user && results.data && (
          <Toolbar areaRef={areaRef} nickname={user.nickname || user.username} reportName="生涯画像">
            <PortraitShareButton results={results.data} used={portrait.done} />
          </Toolbar>
        )}
      </article>
    </div>
  );
}
