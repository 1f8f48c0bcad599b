import { useQuery, useQueryClient } from '@tanstack/react-query';
import { familyApi } from '#client/contracts/family.gen';
import type { ClassRoster } from '#client/contracts/school.gen';
import { showAlert } from '#client/components/dialog/dialog-store';
import { callApi } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import { schoolKeys } from '../query-keys';
import { Modal } from './modal';
import common from './school.module.css';

type Student = ClassRoster['students'][number];

const STATUS = { pending: '等待学生同意', approved: '已关联', refused: '学生已拒绝' } as const;
const VERIFIED = { 'student-approval': '学生本人同意', 'guardian-sms': '监护人手机验证码' } as const;

/**
 * 家长关联 of a rostered student, for a school administrator (docs/PARENTS.md): who is linked, how it
 * was proved, and 撤销 for any of them.
 */
export function ParentLinksDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = schoolKeys.personal.parentLinks(student.id);
  const links = useQuery({ queryKey: key, queryFn: () => callApi(familyApi.schoolLinks, { studentId: student.id }) });
  const revoke = async (linkId: number, name: string) => {
    const confirmed = await showAlert({
      title: `撤销${name}与${student.name}的关联？`,
      content: '撤销后该家长立即无法再通过家长端关联这名学生的账号；如需恢复，需要学生重新生成邀请码。',
      hasCancel: true,
      confirmText: '撤销',
    });
    if (!confirmed) return;
    try {
      await callApi(familyApi.schoolRevoke, { studentId: student.id, linkId });
      toast.success('已撤销关联');
    } catch {
      // the toast said why
    }
    void queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <Modal title={`${student.name}的家长关联`} onClose={onClose}>
      {links.isPending && <p className={common.hint}>正在加载…</p>}
      {links.data && links.data.parents.length === 0 && <p className={common.hint}>没有家长关联这名学生的账号。</p>}
      {links.data && links.data.parents.length > 0 && (
        <ul>
          {links.data.parents.map((parent) => (
            <li key={parent.linkId} style={{ marginBottom: 8 }}>
              {parent.name} {parent.mobile} · {STATUS[parent.status]}
              {parent.status === 'approved' && ` · ${VERIFIED[parent.verification]}`}{' '}
              <button type="button" className="btn btn-link" onClick={() => void revoke(parent.linkId, parent.name)}>
                撤销
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
