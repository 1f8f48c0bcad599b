import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AssessmentKey } from '#shared/assessments/types';
import { cardOf } from '#client/features/assessment/public';
import { CLARITY_LABELS, type Portrait } from '#shared/profile/portrait';
import type { NewestResults } from '../use-portrait';
import { Suggestions } from './suggestions';
import styles from './portrait.module.css';

/**
 * What a 生涯画像 shows, for its owner, whoever opens a shared link and a linked parent; `reportLink` opens a
 * result's report; `testLinks` false for a reader who cannot take the child's tests (a parent).
 */
export function PortraitBody({
  portrait,
  results,
  reportLink,
  testLinks = true,
}: {
  portrait: Portrait;
  results: NewestResults;
  reportLink: (key: AssessmentKey) => ReactNode;
  testLinks?: boolean;
}) {
  if (!portrait.ready) return <NotReady portrait={portrait} />;
  return (
    <>
      {portrait.missing.length > 0 && (
        <p className={styles.notice}>
          再完成{portrait.missing.map((key) => `「${cardOf(key).title}」`).join('')}，画像会更完整。
          {testLinks && <Link to={cardOf(portrait.missing[0]).startPath}>去测评</Link>}
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
                {reportLink(view.key)}
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

export function NotReady({ portrait }: { portrait: Portrait }) {
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
