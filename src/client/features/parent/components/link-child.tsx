import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { parentApi, type InviteCheck } from '#client/contracts/family.gen';
import { familyMessages, INVITE_LENGTH, normalizeInviteCode } from '#shared/family/invite';
import { CODE_LENGTH } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { ApiCallError } from '#client/lib/transport';
import { parentCall } from '../parent-session';
import { GuardianCodeField } from './guardian-code-field';
import { parentKeys } from '../query-keys';
import styles from './parent.module.css';

/** What a parent types, cleaned as it is typed: the alphabet's characters only, at most 8. */
const cleanCode = (raw: string) =>
  [...raw.toUpperCase()]
    .map((c) => normalizeInviteCode(c))
    .join('')
    .slice(0, INVITE_LENGTH);

/**
 * 关联孩子: the invite's code (from the QR link or typed), whose it is, then either 申请关联 (the child
 * of 14 or more approves) or, under 14, an SMS code to the parent's own phone and 确认关联.
 */
export function LinkChild({ initialCode }: { initialCode?: string }) {
  useDocumentTitle('关联孩子');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(() => cleanCode(initialCode ?? ''));
  const [codeError, setCodeError] = useState<string>();
  const [found, setFound] = useState<InviteCheck | null>(null);
  const [sms, setSms] = useState('');
  const [smsError, setSmsError] = useState<string>();

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setFound(null);
    if (code.length !== INVITE_LENGTH) return setCodeError(familyMessages.inviteFormat);
    setCodeError(undefined);
    try {
      setFound(await parentCall(parentApi.checkInvite, { code }, { silent: true }));
    } catch (error) {
      if (error instanceof ApiCallError) setCodeError(error.code === 0 ? '网络不通，请检查网络后再试' : error.message);
    }
  };
  const sendSms = async () => {
    try {
      await parentCall(parentApi.getGuardianCode, { code });
      toast.success('验证码已发送到您的手机，5分钟内有效');
      return true;
    } catch {
      return false;
    }
  };
  const link = async () => {
    if (found?.under14 && sms.length !== CODE_LENGTH) return setSmsError('请输入4位验证码');
    setSmsError(undefined);
    try {
      const done = await parentCall(parentApi.requestLink, found?.under14 ? { code, smsCode: sms } : { code }, { silent: true });
      toast.success(done.status === 'approved' ? '关联成功' : '已发送申请，请孩子在个人中心同意');
      await queryClient.invalidateQueries({ queryKey: parentKeys.personal.info() });
      await navigate({ to: '/parent' });
    } catch (error) {
      if (!(error instanceof ApiCallError)) return;
      if (error.code === 4031) setSmsError(error.message);
      else {
        setFound(null);
        setCodeError(error.code === 0 ? '网络不通，请检查网络后再试' : error.message);
      }
    }
  };

  return (
    <div className="container page">
      <div className={styles.page}>
        <div className={styles.head}>
          <h1>关联孩子</h1>
          <Link to="/parent">返回家长首页</Link>
        </div>
        <section className={styles.card}>
          <form className={styles.form} onSubmit={check} noValidate>
            <p className={styles.muted}>请孩子在“个人中心 › 家长关联”生成邀请码，扫描二维码或在这里输入8位邀请码。</p>
            <Field
              label="邀请码"
              name="inviteCode"
              placeholder="如 ABCD-EFGH"
              autoComplete="off"
              maxLength={12}
              value={code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code}
              error={codeError}
              onValue={(v) => {
                setCode(cleanCode(v));
                setFound(null);
              }}
            />
            <Button type="submit" className="btn btn-primary">
              查询邀请码
            </Button>
          </form>
          {found && (
            <div className={styles.found} aria-live="polite">
              <p>
                邀请人：<strong data-testid="child-name">{found.childName}</strong>
              </p>
              {found.under14 ? (
                <>
                  <p className={styles.muted}>
                    孩子未满14周岁（或未填写出生年月）。请用您本人的手机号接收验证码，确认您是孩子的监护人。验证码只发到您注册家长账号的手机号，不能是孩子本人的手机号。
                  </p>
                  <GuardianCodeField value={sms} error={smsError} onValue={setSms} onRequest={sendSms} />
                  <Button type="button" className="btn btn-primary" onClick={link}>
                    确认关联
                  </Button>
                </>
              ) : (
                <>
                  <p className={styles.muted}>孩子已满14周岁：提交申请后，需要孩子在个人中心同意。</p>
                  <Button type="button" className="btn btn-primary" onClick={link}>
                    申请关联
                  </Button>
                </>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
