import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { familyApi, type Invite } from '#client/contracts/family.gen';
import { formatInviteCode, inviteLinkPath } from '#shared/family/invite';
import { formatChinaTime } from '#shared/format/time';
import { QrSvg, useQr } from '#client/components/qr/qr-code';
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
 * was proved, 撤销 for any of them, and an invite made for the student (a child without a phone takes
 * it home: a QR code and the code, the same rules as the student's own).
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
  const [invite, setInvite] = useState<Invite | null>(null);
  const makeInvite = async () => {
    try {
      setInvite(await callApi(familyApi.schoolInvite, { studentId: student.id }));
    } catch {
      // the toast said why
    }
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
      <p>
        <button type="button" className="btn btn-ghost" onClick={() => void makeInvite()}>
          {invite ? '重新生成家长邀请码' : '生成家长邀请码'}
        </button>
      </p>
      {invite && <InviteSlip student={student.name} invite={invite} />}
    </Modal>
  );
}

/** What the student takes home: the QR code the parent's phone scans and the code to type, with its expiry. */
function InviteSlip({ student, invite }: { student: string; invite: Invite }) {
  const qr = useQr(`${window.location.origin}${inviteLinkPath(invite.code)}`);
  return (
    <div className={common.hint} aria-live="polite" data-testid="school-invite">
      <QrSvg qr={qr} size={144} label={`${student}的家长关联二维码`} />
      <p>
        家长用手机扫码，或在家长端输入邀请码 <strong data-testid="school-invite-code">{formatInviteCode(invite.code)}</strong>
      </p>
      <p>
        有效至 {formatChinaTime(new Date(invite.expiresAt))}，只能使用一次。
        {invite.under14 ? '学生未满14周岁：家长需用本人手机号接收验证码完成关联。' : '家长申请后，需要学生本人在个人中心同意。'}
      </p>
    </div>
  );
}
