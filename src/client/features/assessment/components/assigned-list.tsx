import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { MyAssignment } from '#client/contracts/lesson-progress.gen';
import { formatChinaDay, formatChinaTime } from '#shared/format/time';
import { windowStateOf } from '#shared/school/lesson-state';
import { Button } from '#client/components/button/throttled-button';
import { assessmentCards } from '../assessment-cards';
import { getToken } from '#client/lib/token-storage';
import { useAssignmentEvidence } from '#client/offline/live-hooks';
import type { AssignmentEvidence } from '#client/offline/live';
import { type AssignedItem, assignedItems, studentStateLabel, timeOf } from '#client/offline/assigned-state';
import styles from './assigned-list.module.css';
import { openAssessment } from './start-test';

const windowOf = (a: MyAssignment) => windowStateOf({ startsAt: timeOf(a.startsAt), endsAt: timeOf(a.endsAt) }, Date.now());
/** 今天 10:45 or 11月25日 10:45 (China time). */
function deadline(at: Date | string): string {
  const ms = timeOf(at);
  const clock = formatChinaTime(ms).slice(11);
  return formatChinaDay(ms) === formatChinaDay(Date.now()) ? `今天 ${clock}` : `${formatChinaDay(ms)} ${clock}`;
}

/**
 * 老师布置的测评, first on /assessment for a student whose class has assignments: in the teacher's
 * order, each with where the student is, read from this device (so it works offline) and refreshed
 * from the server when online.
 */
export function AssignedList({ userId }: { userId: number | undefined }) {
  const evidence = useAssignmentEvidence(userId);
  useEffect(() => {
    const token = getToken();
    if (userId === undefined || !token) return;
    void Promise.all([import('#client/offline/assignments'), import('#client/offline/db')]).then(([{ refreshAssignments }, { db }]) => refreshAssignments(db, userId, token));
  }, [userId]);
  // The window as of now, not as of the fetch: a list kept offline since the morning still opens and closes on time.
  const list = (evidence?.list ?? []).filter((a) => windowOf(a) !== 'upcoming');
  if (!evidence || list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="assigned-heading">
      <h2 id="assigned-heading" className={styles.heading}>
        老师布置的测评
      </h2>
      {list.map((assignment) => (
        <Assignment key={assignment.id} assignment={assignment} evidence={evidence} />
      ))}
    </section>
  );
}

function Assignment({ assignment, evidence }: { assignment: MyAssignment; evidence: AssignmentEvidence }) {
  const items = assignedItems(assignment, evidence);
  const next = items.find((i) => i.state === 'not-started' || i.state === 'in-progress');
  const ended = windowOf(assignment) === 'ended';
  return (
    <article className={styles.assignment}>
      <p className={styles.meta}>
        {assignment.className} · {assignment.teacherName || '老师'} · {ended ? '已截止' : `请在${deadline(assignment.endsAt)}前完成`}
      </p>
      {assignment.note && <p className={styles.note}>{assignment.note}</p>}
      <ol className={styles.items}>
        {items.map((item) => (
          <AssignedRow key={item.key} item={item} isNext={item === next && !ended} />
        ))}
      </ol>
    </article>
  );
}

function AssignedRow({ item, isNext }: { item: AssignedItem; isNext: boolean }) {
  const navigate = useNavigate();
  const card = assessmentCards.find((c) => c.key === item.key)!;
  const done = item.state === 'uploaded' || item.state === 'flagged' || item.state === 'finished-waiting';
  return (
    <li className={`${styles.item} ${isNext ? styles.next : ''}`} data-state={item.state}>
      <span className={styles.title}>{card.title}</span>
      <span className={`${styles.state} ${done ? styles.done : ''}`}>
        {studentStateLabel[item.state]}
        {item.state === 'in-progress' && item.total > 0 && `（${item.answered}/${item.total}）`}
      </span>
      {done ? (
        <Link to={card.resultPath} className="btn btn-ghost">
          查看报告
        </Link>
      ) : (
        <Button className={isNext ? 'btn btn-primary' : 'btn btn-ghost'} onClick={() => void openAssessment(card, (to) => void navigate({ to }))}>
          {item.state === 'in-progress' ? '继续答题' : '开始'}
        </Button>
      )}
    </li>
  );
}
