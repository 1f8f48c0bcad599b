import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentReport } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import { parentSupportOf, type SupportTip } from '#content/family/parent-support';
import { Section } from '../components/section';
import styles from './parent-support.module.css';

/** 「如何支持孩子」 under a report a parent reads: keyed to the result, or to its caveat only (src/content/family/parent-support.ts). */
export function ParentSupport<K extends AssessmentKey>({ data }: { data: ResultData<K> }) {
  const support = parentSupportOf(data.assessment, data as unknown as AssessmentReport[K], data.quality);
  return (
    <Section title="如何支持孩子">
      <div data-testid="parent-support">
        <p className={styles.muted}>{support.intro}</p>
        <ul className={styles.tips}>
          {support.caveat && <Tip tip={support.caveat} className={styles.caveat} />}
          {support.tips.map((tip) => (
            <Tip key={tip.title} tip={tip} />
          ))}
        </ul>
        {support.notes.length > 0 && (
          <ul className={styles.notes}>
            {support.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>{support.closing}</p>
      </div>
    </Section>
  );
}

function Tip({ tip, className }: { tip: SupportTip; className?: string }) {
  return (
    <li className={`${styles.tip} ${className ?? ''}`}>
      <h3 className={styles.tipTitle}>{tip.title}</h3>
      <p>{tip.meaning}</p>
      <p>
        <span className={styles.label}>可以问问孩子：</span>
        {tip.ask}
      </p>
      <p>
        <span className={styles.label}>这周可以一起做：</span>
        {tip.doThisWeek}
      </p>
    </li>
  );
}
