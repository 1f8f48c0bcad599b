import { Link } from '@tanstack/react-router';
import type { ClassBoard } from '#client/contracts/lessons.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { formatChinaTime, formatDuration } from '#shared/format/time';
import { assessmentShortName, boardStateLabel } from '#shared/school/lesson-state';
import { sameNameMarks } from '#shared/school/same-name';
import common from '../school.module.css';
import { ago } from './relative-time';
import { STATE_BADGE } from './state-badge';
import styles from './board.module.css';

type Student = ClassBoard['students'][number];
type Cell = NonNullable<Student['cells'][AssessmentKey]>;

/** One row per student, one cell per assigned assessment: the state and what the devices last said. */
export function BoardTable({ board, now }: { board: ClassBoard; now: number }) {
  const keys = (board.assignment?.assessments ?? []) as AssessmentKey[];
  const marks = sameNameMarks(board.students);
  return (
    <div className={`${common.section} ${styles.tableSection}`}>
      <div className={common.tableWrap}>
        <table className={`${common.table} ${styles.board}`}>
          <thead>
            <tr>
              <th scope="col">学号</th>
              <th scope="col">姓名</th>
              {keys.map((key) => (
                <th key={key} scope="col">
                  {assessmentShortName[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {board.students.map((student) => (
              <tr key={student.id} data-student={student.name}>
                <td className={`${common.numeric} ${common.nowrap}`}>{student.studentNo}</td>
                <th scope="row" className={styles.name}>
                  {student.name}
                  {marks.has(student.id) && <small className={styles.sameName}>（{marks.get(student.id)}）</small>}
                  {student.needsConsent && <span className={`${common.badge} ${common.badgeWarn} ${styles.consent}`}>待登记监护人同意</span>}
                </th>
                {keys.map((key) => (
                  <td key={key} data-assessment={key}>
                    <CellView student={student} assessment={key} cell={student.cells[key]} now={now} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CellView({ student, assessment, cell, now }: { student: Student; assessment: AssessmentKey; cell: Cell | undefined; now: number }) {
  if (!cell) return null;
  const time = (at: Date | string | null) => (at ? new Date(at).getTime() : 0);
  return (
    <div className={styles.cell} data-state={cell.state}>
      <span className={`${common.badge} ${STATE_BADGE[cell.state]}`}>{boardStateLabel(cell.state, student.needsConsent, cell.refused)}</span>
      <span className={styles.detail}>
        {cell.state === 'in-progress' && `第 ${cell.answered}/${cell.total} 题 · ${ago(time(cell.lastActivityAt), now)}`}
        {cell.state === 'finished-waiting' &&
          (cell.refused ? `原因：${cell.refused}（答案仍在${cell.device ?? '设备'}上）` : `${cell.device ?? ''} · ${ago(time(cell.reportedAt), now)}收到`)}
        {(cell.state === 'uploaded' || cell.state === 'flagged') && cell.resultId && (
          <>
            {formatChinaTime(time(cell.uploadedAt)).slice(11)} · 用时{formatDuration(cell.seconds ?? 0) || '—'} ·{' '}
            <Link to="/school/report" search={{ student: student.id, assessment, id: cell.resultId }} className={styles.reportLink}>
              查看报告
            </Link>
          </>
        )}
      </span>
    </div>
  );
}
