import { useQuery } from '@tanstack/react-query';
import { type HeldResult, offlineLessonApi } from '#client/contracts/offline-lesson.gen';
import { showAlert } from '#client/components/dialog/dialog-store';
import { callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { toast } from '#client/lib/toast-store';
import { heldResultsQuery } from '../queries';
import common from './school.module.css';

const TEST_NAMES = { hld: '职业兴趣', mbti: '性格', dyzn: '多元智能' } as const;
const when = (time: Date | string) => new Date(time).toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/**
 * 待确认的结果: tests finished on this class's tablets without a network that the server did not store
 * (docs/OFFLINE-LESSON.md): the PIN typed did not match, or the student has left the class. The teacher
 * asks the student and stores the result under them, or deletes it. Shown only when there are some.
 */
export function HeldResults({ classId }: { classId: number }) {
  const { data } = useQuery(heldResultsQuery(classId));
  if (!data || data.length === 0) return null;
  const resolve = async (held: HeldResult, action: 'store' | 'discard') => {
    const name = held.studentName ?? '这位同学';
    const confirmed = await showAlert({
      title: action === 'store' ? `记到${name}名下？` : '删除这份结果？',
      content:
        action === 'store'
          ? `请先确认这份${TEST_NAMES[held.assessment]}测评确实是${name}本人做的。记入后和正常上传的结果一样，本人和老师都能看到。`
          : '删除后无法恢复，这位同学需要重新做这项测评。',
      hasCancel: true,
      confirmText: action === 'store' ? '记入' : '删除',
    });
    if (!confirmed) return;
    try {
      await callApi(offlineLessonApi.resolveHeldResult, { id: held.id, action });
      toast.success(action === 'store' ? '已记入' : '已删除');
    } finally {
      await queryClient.invalidateQueries({ queryKey: heldResultsQuery(classId).queryKey });
    }
  };
  return (
    <section className={common.section} aria-labelledby="held-results">
      <h2 id="held-results" className={common.sectionTitle}>
        待老师确认的结果（{data.length}）
      </h2>
      <p className={common.lead}>这些结果是在没有网络时做的，上传时没有通过核对，暂时不算成绩：登录时输入的密码和本人的不一致，或者这位同学已经不在本班。请问清楚后再处理。</p>
      <div className={common.tableWrap}>
        <table className={common.table}>
          <thead>
            <tr>
              <th scope="col">学生</th>
              <th scope="col">测评</th>
              <th scope="col">原因</th>
              <th scope="col">平板</th>
              <th scope="col">完成时间</th>
              <th scope="col">
                <span className="visually-hidden">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((held) => (
              <tr key={held.id}>
                <td>{held.studentName ?? '不是本校名单上的学生'}</td>
                <td>{TEST_NAMES[held.assessment]}</td>
                <td>{held.reason === 'pin' ? '密码不一致' : '已不在本班'}</td>
                <td>{held.deviceLabel}</td>
                <td className={`${common.numeric} ${common.nowrap}`}>{when(held.finishedAt)}</td>
                <td>
                  {held.reason === 'pin' && (
                    <button type="button" className={`btn btn-ghost ${common.smallButton}`} onClick={() => void resolve(held, 'store')}>
                      记入
                    </button>
                  )}{' '}
                  <button type="button" className={`btn ${common.dangerButton} ${common.smallButton}`} onClick={() => void resolve(held, 'discard')}>
                    删除
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
