import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '#client/components/button/throttled-button';
import { useTestStatus, useUserInfo } from '#client/session/user';
import { assessmentCards, type AssessmentCard } from '../assessment-cards';
import { useSession } from '#client/offline/live-hooks';
import styles from './assessment-list.module.css';
import { openAssessment } from './start-test';
import { UploadStatus } from '#client/offline/upload-status';

/** The three cards: on /assessment and on the home page. */
export function AssessmentCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data: user } = useUserInfo();
  return (
    <>
      <ul className={styles.list}>
        {assessmentCards.map((card) => (
          <AssessmentCardItem key={card.key} card={card} userId={user?.id} headingLevel={headingLevel} />
        ))}
      </ul>
      <UploadStatus userId={user?.id} />
    </>
  );
}

function AssessmentCardItem({ card, userId, headingLevel }: { card: AssessmentCard; userId?: number; headingLevel: 2 | 3 }) {
  const navigate = useNavigate();
  const { data: status } = useTestStatus();
  const session = useSession(userId, card.key);
  const taken = status?.[card.key] === 1;
  const Heading = `h${headingLevel}` as const;
  const answered = session ? Object.keys(session.answers).length : 0;
  return (
    <li className={styles.card}>
      <img src={card.icon} alt="" width={72} height={72} className={styles.icon} />
      <div className={styles.body}>
        <Heading className={styles.title}>{card.title}</Heading>
        <p className={styles.details}>{card.details}</p>
        <p className={styles.meta}>
          {card.minutes}
          {session && <span className={styles.resume}> · 上次答到第{Math.min(answered + 1, session.questions.length)}题，可继续作答</span>}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => void openAssessment(card, (to) => void navigate({ to }))}>{session ? '继续答题' : taken ? '再次测试' : '我要测试'}</Button>
          {taken && (
            <Link to={card.resultPath} className="btn btn-ghost">
              查看报告
            </Link>
          )}
          <Link to={card.previewPath} className={styles.preview}>
            查看示例报告
          </Link>
        </div>
      </div>
    </li>
  );
}
