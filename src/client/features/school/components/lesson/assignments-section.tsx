import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type Assignment, lessonsApi } from '#client/contracts/lessons.gen';
import { formatChinaTime } from '#shared/format/time';
import { assessmentShortName } from '#shared/school/lesson-state';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import { callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { classAssignmentsQuery } from '#client/features/school/queries';
import common from '../school.module.css';
import styles from './lesson.module.css';
import { schoolKeys } from '#client/features/school/query-keys';

const WINDOW_LABEL = { upcoming: '未开始', open: '进行中', ended: '已结束' } as const;
const WINDOW_BADGE = { upcoming: common.badgeInfo, open: common.badgeOk, ended: '' } as const;

/** The class's assignments on its page: the open ones first, each with its board; 布置测评 opens the dialog. */
export function AssignmentsSection({ classId, onAssign }: { classId: number; onAssign: () => void }) {
  const query = useQuery(classAssignmentsQuery(classId));
  const list = (query.data ?? []).filter((a) => !a.cancelled).slice(0, 6);
  return (
    <section className={common.section} aria-labelledby="assignments-title">
      <div className={common.sectionHead}>
        <h2 id="assignments-title" className={common.sectionTitle}>
          课堂测评
        </h2>
        <button type="button" className="btn btn-primary" onClick={onAssign}>
          布置测评
        </button>
      </div>
      {list.length === 0 ? (
        <p className={common.lead}>还没有布置测评。布置后，学生在平板或手机上登录会首先看到；课堂看板实时显示每位同学的进度。</p>
      ) : (
        <ul className={styles.assignments}>
          {list.map((a) => (
            <AssignmentRow key={a.id} classId={classId} assignment={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentRow({ classId, assignment: a }: { classId: number; assignment: Assignment }) {
  const cancel = async () => {
    if (!(await showAlert({ title: '撤销这项布置？', content: '学生将不再看到它；已完成的测评结果仍保留在学生账号中。', hasCancel: true, confirmText: '撤销' }))) return;
    await callApi(lessonsApi.cancelAssignment, { assignmentId: a.id });
    toast.success('已撤销');
    await queryClient.invalidateQueries({ queryKey: schoolKeys.personal.classAssignments(classId) });
  };
  return (
    <li className={styles.assignmentRow}>
      <span className={`${common.badge} ${WINDOW_BADGE[a.state]}`}>{WINDOW_LABEL[a.state]}</span>
      <span className={styles.assignmentText}>
        <strong>{a.assessments.map((k) => assessmentShortName[k]).join(' → ')}</strong>
        <span className={common.hint}>
          {formatChinaTime(new Date(a.startsAt))} 至 {formatChinaTime(new Date(a.endsAt)).slice(5)}
          {a.studentIds ? ` · ${a.studentIds.length} 名学生` : ' · 全班'}
          {a.createdBy && ` · ${a.createdBy}`}
        </span>
      </span>
      <Link to="/school/class/$classId/board" params={{ classId: String(classId) }} search={{ assignment: a.id }} className="btn btn-ghost">
        课堂看板
      </Link>
      {a.state !== 'ended' && (
        <button type="button" className={`btn btn-ghost ${styles.quiet}`} onClick={() => void cancel()}>
          撤销
        </button>
      )}
    </li>
  );
}
