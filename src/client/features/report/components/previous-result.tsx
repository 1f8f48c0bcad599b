import { Link } from '@tanstack/react-router';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { summarizeReport } from '#shared/assessments/summary';
import { cardOf } from '#client/features/assessment/public';
import styles from './quality-notice.module.css';

/**
 * A retake within 30 days: the previous result beside this one, and how to read a difference. Retaking
 * until a liked result appears is not a measurement; what both results share is the firmer part.
 */
export function PreviousResult<K extends AssessmentKey>({ data }: { data: ResultData<K> }) {
  const previous = data.previous;
  if (!previous) return null;
  const now = summarizeReport(data.assessment, data);
  const same = now === previous.summary;
  return (
    <div className={`${styles.notice} ${styles.calm} no-print`} role="note">
      <p className={styles.text}>
        你在 {previous.createtime} 也做过这项测评，那次的结果是 <strong>{previous.summary}</strong>，这次是 <strong>{now}</strong>。
        {same
          ? '两次结果一致，说明这个结果比较稳定。'
          : '这些倾向在几周内通常不会有大的变化，两次结果不同，多半是作答时的心情和理解不同。可以把两次共同的部分当作更可靠的参考，也可以带着两份结果和老师聊一聊。'}
      </p>
      <Link to={cardOf(data.assessment).resultPath} search={{ id: previous.id }} className={styles.link}>
        查看上次的报告
      </Link>
    </div>
  );
}
