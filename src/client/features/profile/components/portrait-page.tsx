import { Link } from '@tanstack/react-router';
import { type ComponentType, type RefObject, useRef } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useUserInfo } from '#client/session/user';
import { cardOf } from '#client/features/assessment/public';
import { CLARITY_LABELS, type Portrait } from '#shared/profile/portrait';
import type { NewestResults } from '../use-portrait';
import { usePortrait } from '../use-portrait';
import { Suggestions } from './suggestions';
import styles from './portrait.module.css';

/** Print and download as images: the reports' toolbar, handed in by the route (its module carries CSS that public.ts must not pull into start-up). */
export type PortraitToolbar = ComponentType<{ areaRef: RefObject<HTMLElement | null>; nickname: string; reportName: string }>;

/** 生涯画像: the three tests read together, every suggestion with its reason (docs/PROFILE.md). */
export function PortraitPage({ Toolbar }: { Toolbar: PortraitToolbar }) {
  useDocumentTitle('生涯画像');
  const { data: user } = useUserInfo();
  const { results, portrait } = usePortrait(user?.id);
  const areaRef = useRef<HTMLElement>(null);
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
        {portrait && results.data && <PortraitBody portrait={portrait} results={results.data} />}
        {portrait?.ready && user && <Toolbar areaRef={areaRef} nickname={user.nickname || user.username} reportName="生涯画像" />}
      </article>
    </div>
  );
}

function PortraitBody({ portrait, results }: { portrait: Portrait; results: NewestResults }) {
  if (!portrait.ready) return <NotReady portrait={portrait} />;
  return (
    <>
      {portrait.missing.length > 0 && (
        <p className={styles.notice}>
          再完成{portrait.missing.map((key) => `「${cardOf(key).title}」`).join('')}，画像会更完整。
          <Link to={cardOf(portrait.missing[0]).startPath}>去测评</Link>
        </p>
      )}
      <section className={styles.section} aria-labelledby="portrait-themes">
        <h2 id="portrait-themes" className={styles.heading}>
          你的主要特点
        </h2>
        <ul className={styles.results}>
          {portrait.results.map((view) => (
            <li key={view.key} className={styles.result} data-clarity={view.clarity} data-testid={`portrait-${view.key}`}>
              <div className={styles.resultHead}>
                <h3 className={styles.resultTitle}>{cardOf(view.key).title}</h3>
                <span className={`${styles.badge} ${styles[view.clarity]}`}>{CLARITY_LABELS[view.clarity]}</span>
              </div>
              <p className={styles.theme}>{view.theme}</p>
              <p className={styles.muted}>{view.clarityText}</p>
              <p className={styles.meta}>
                {results[view.key]?.id ? (
                  <Link to={cardOf(view.key).resultPath} search={{ id: results[view.key]!.id }} data-capture-ignore="true">
                    查看报告
                  </Link>
                ) : (
                  <span>本设备上的结果，联网后上传</span>
                )}
                <span>测评时间 {results[view.key]?.createtime}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <Suggestions portrait={portrait} />
      {portrait.next && (
        <section className={styles.section} aria-labelledby="portrait-next">
          <h2 id="portrait-next" className={styles.heading}>
            接下来可以做什么
          </h2>
          <ul className={styles.steps}>
            <li>
              <strong>试一试：</strong>
              {portrait.next.activity}。
            </li>
            <li>
              <strong>多投入：</strong>
              {portrait.next.course}。
            </li>
            <li>
              <strong>问一问：</strong>
              {portrait.next.ask}
            </li>
            <li>
              <strong>想选科：</strong>
              <Link to="/xuanke">看看不同的选科组合会让这些专业类保持开放还是关上</Link>。
            </li>
          </ul>
        </section>
      )}
      <p className={styles.footnote}>
        画像根据你自己的作答生成，只用于生涯探索，不是诊断，也不能作为升学、选拔或评价的依据。兴趣和能力都会随着经历变化，过一段时间可以再测一次，和生涯规划老师或家长聊一聊。
      </p>
    </>
  );
}

function NotReady({ portrait }: { portrait: Portrait }) {
  return (
    <section className={styles.section} data-testid="portrait-not-ready">
      <p>
        完成三项测评中的任意两项就能看到生涯画像，三项都完成会更完整。你已完成 {portrait.done.length} 项
        {portrait.done.length ? `（${portrait.done.map((key) => cardOf(key).title).join('、')}）` : ''}。
      </p>
      <ul className={styles.todo}>
        {portrait.missing.map((key) => (
          <li key={key}>
            <Link to={cardOf(key).startPath} className="btn btn-ghost">
              去做{cardOf(key).title}（{cardOf(key).minutes}）
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
