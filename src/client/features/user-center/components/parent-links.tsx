import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { familyApi, type FamilyLinks, type Invite } from '#client/contracts/family.gen';
import { formatInviteCode, INVITE_HOURS, inviteLinkPath } from '#shared/family/invite';
import { Button } from '#client/components/button/throttled-button';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { QrSvg, useQr } from '#client/components/qr/qr-code';
import { callApi } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import { userCenterKeys } from '../query-keys';
import { GuardianConsent } from './guardian-consent';
import styles from './parent-links.module.css';
import { ParentSight } from './parent-sight';

const STATUS = { pending: '等待你同意', approved: '已关联', refused: '你已拒绝' } as const;
const VERIFIED = { 'student-approval': '你本人同意', 'guardian-sms': '监护人手机验证码' } as const;
const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * 个人中心 › 家长关联 (docs/PARENTS.md): the student makes an invite (a QR code and an 8-character
 * code, 24 hours, once) that a parent's phone takes; approves or refuses a parent's request (14 or
 * more); sees every linked parent and unlinks any of them.
 */
export function ParentLinks() {
  useDocumentTitle('家长关联');
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: userCenterKeys.personal.familyLinks(), queryFn: () => callApi(familyApi.getLinks) });
  const [invite, setInvite] = useState<Invite | null>(null);
  const url = invite ? `${window.location.origin}${inviteLinkPath(invite.code)}` : null;
  const qr = useQr(url);
  const refresh = () => Promise.all([userCenterKeys.personal.familyLinks(), userCenterKeys.personal.parentSight()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const create = async () => {
    try {
      setInvite(await callApi(familyApi.createInvite, {}));
      void refresh();
    } catch {
      // the toast said why
    }
  };
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
    } catch {
      // the toast said why
    }
    void refresh();
  };

  const data: FamilyLinks | undefined = links.data;
  return (
    <div>
      <GuardianConsent onBirthMonth={refresh} />
      <section className={styles.section} aria-labelledby="invite-title">
        <h2 id="invite-title">邀请家长关联</h2>
        <p className={styles.muted}>家长用手机扫描二维码，或在家长端输入邀请码，就能申请关联你的账号。邀请码{INVITE_HOURS}小时内有效，只能用一次；重新生成后旧的立即失效。</p>
        <Button type="button" className="btn btn-primary" onClick={create}>
          {invite ? '重新生成邀请码' : '生成邀请码'}
        </Button>
        {invite && (
          <div className={styles.invite} aria-live="polite">
            <QrSvg qr={qr} size={168} label="家长关联二维码" />
            <div>
              <p className={styles.muted}>邀请码</p>
              <p className={styles.code} data-testid="invite-code">
                {formatInviteCode(invite.code)}
              </p>
              <p className={styles.muted}>有效至 {time(invite.expiresAt)}，只能使用一次</p>
              <p className={styles.muted}>{invite.under14 ? '你未满14周岁：家长需用自己的手机号接收验证码完成关联。' : '家长申请后，请回到这里点“同意”。'}</p>
            </div>
          </div>
        )}
        {!invite && data?.liveInviteUntil && <p className={styles.muted}>已有一个邀请码，有效至 {time(data.liveInviteUntil)}。忘记了可以重新生成。</p>}
      </section>

      <section className={styles.section} aria-labelledby="parents-title">
        <h2 id="parents-title">关联的家长</h2>
        {data && data.parents.length === 0 && <p className={styles.muted}>还没有家长关联你的账号。</p>}
        <ul className={styles.list}>
          {data?.parents.map((parent) => (
            <li key={parent.linkId} className={styles.item} data-testid="parent-link">
              <div>
                <strong>{parent.name}</strong> {parent.mobile}
                <span className={styles.status}>{STATUS[parent.status]}</span>
                <p className={styles.muted}>
                  申请于 {time(parent.requestedAt)}
                  {parent.status === 'approved' && ` · 验证方式：${VERIFIED[parent.verification]}`}
                </p>
              </div>
              <div className={styles.actions}>
                {parent.status === 'pending' && (
                  <>
                    <Button type="button" className="btn btn-primary" onClick={() => act(() => callApi(familyApi.decide, { linkId: parent.linkId, approve: '1' }), '已同意关联')}>
                      同意
                    </Button>
                    <Button type="button" className="btn btn-ghost" onClick={() => act(() => callApi(familyApi.decide, { linkId: parent.linkId, approve: '0' }), '已拒绝')}>
                      拒绝
                    </Button>
                  </>
                )}
                {parent.status !== 'pending' && (
                  <Button type="button" className="btn btn-ghost" onClick={() => act(() => callApi(familyApi.unlink, { linkId: parent.linkId }), '已解除关联')}>
                    {parent.status === 'approved' ? '解除关联' : '删除'}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <ParentSight />
    </div>
  );
}
