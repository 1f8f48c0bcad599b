import type { ClassBoard } from '#client/contracts/lessons.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { assessmentShortName, LESSON_STATES, lessonStateLabel } from '#shared/school/lesson-state';
import common from '../school.module.css';
import { STATE_BADGE } from './state-badge';
import styles from './board.module.css';

/** Per assessment: how many students are in each state (the figures a teacher reads across the room). */
export function BoardTotals({ board }: { board: ClassBoard }) {
  const keys = (board.assignment?.assessments ?? []) as AssessmentKey[];
  return (
    <div className={styles.totals}>
      {keys.map((key) => (
        <div key={key} className={styles.total} data-assessment={key}>
          <h2 className={styles.totalTitle}>{assessmentShortName[key]}</h2>
          <ul>
            {LESSON_STATES.map((state) => (
              <li key={state} data-state={state}>
                <span className={`${common.badge} ${STATE_BADGE[state]}`}>{lessonStateLabel[state]}</span>
                <strong className={styles.count}>{board.totals[key]?.[state] ?? 0}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
