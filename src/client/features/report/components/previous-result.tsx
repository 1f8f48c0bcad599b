import { Link } from '@tanstack/react-router';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { summarizeReport } from '#shared/assessments/summary';
import { caveatOf, caveatTag } from '#shared/assessments/caveat';
import { cardOf } from '#client/features/assessment/public';
import styles from './quality-notice.module.css';

/**
 * A retake within 30 days: the previous result beside this one, each with its caveat, and how to read a
 * difference. Retaking until a liked result appears is not a measurement; what both results share is the
 * firmer part. This page shows the result the student opened (the newest by default); when only one of
 * the two sheets was flagged, that is said, and neither is passed off as the better one in silence.
 */
export function PreviousResult<K extends AssessmentKey>({ data }: { data: ResultData<K> }) {
  const previous = data.previous;
  if (!previous) return null;
  const now = summarizeReport(data.assessment, data);
  const nowCaveat = caveatOf(data.assessment, data, data.quality)?.kind;
  const tag = (kind: typeof nowCaveat) => (kind ? `（${caveatTag(data.assessment, kind)}）` : '');
  const same = now === previous.summary;
  const nowFlagged = nowCaveat === 'flagged';
  const thenFlagged = previous.caveat === 'flagged';
  let reading: string;
  if (nowFlagged && !thenFlagged) {
    reading = '这一页显示的是这次的结果。这次的作答有提示、上次没有，所以上次的结果更值得参考；两份报告都保留着，可以对照着看。';
  } else if (thenFlagged && !nowFlagged) {
    reading = '这一页显示的是这次的结果。上次的作答有提示、这次没有，所以这次的结果更值得参考；上次的报告也还保留着。';
  } else if (same) {
    reading = nowFlagged ? '两次结果一样，但两次的作答都有提示，所以还不能说明这个结果稳定，建议找个安静的时间再做一次。' : '两次结果一致，说明这个结果比较稳定。';
  } else {
    reading = '这些倾向在几周内通常不会有大的变化，两次结果不同，多半是作答时的心情和理解不同。可以把两次共同的部分当作更可靠的参考，也可以带着两份结果和老师聊一聊。';
  }
  return (
    <div className={`${styles.notice} ${styles.calm} no-print`} role="note" data-testid="previous-result">
      <p className={styles.text}>
        你在 {previous.createtime} 也做过这项测评，那次的结果是 <strong>{previous.summary}</strong>
        {tag(previous.caveat)}，这次是 <strong>{now}</strong>
        {tag(nowCaveat)}。{reading}
      </p>
      <Link to={cardOf(data.assessment).resultPath} search={{ id: previous.id }} className={styles.link}>
        查看上次的报告
      </Link>
    </div>
  );
}
