import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { guardianConsentApi, type ChildConsent, type ConsentState } from '#client/contracts/guardian-consent.gen';
import { childrenRules } from '#content/legal/children';
import { formatChinaTime } from '#shared/format/time';
import { CODE_LENGTH } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { showAlert } from '#client/components/dialog/dialog-store';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { ApiCallError } from '#client/lib/transport';
import { LegalText } from '#client/features/legal/public';
import { parentCall } from '../parent-session';
import { GuardianCodeField } from './guardian-code-field';
import { parentKeys } from '../query-keys';
import styles from './parent.module.css';

const DECIDED = { given: '您已同意', refused: '您已选择不同意', withdrawn: '已撤回同意' } as const;

/**
 * 家长同意 (docs/PARENTS.md, "Guardian consent"): for a linked child under 14, the guardian reads the
 * 儿童个人信息保护规则 on their own phone and gives or refuses consent with an SMS code to that phone; a
 * consent given can be withdrawn here at any time.
 */
export function ConsentPage({ linkId }: { linkId?: number }) {
  useDocumentTitle('家长同意');
  const queryClient = useQueryClient();
  const consent = useQuery({
    queryKey: parentKeys.personal.consent(linkId ?? 0),
    queryFn: () => parentCall(guardianConsentApi.getChildConsent, { linkId: linkId! }, { silent: true }),
    enabled: linkId !== undefined,
    retry: false,
  });
  const data: ChildConsent | undefined = consent.data;
  const changed = (state: ConsentState) => {
    if (data) queryClient.setQueryData(parentKeys.personal.consent(linkId!), { ...data, state });
    void queryClient.invalidateQueries({ queryKey: parentKeys.personal.info() });
  };

  return (
    <div className="container page">
      <div className={styles.page}>
        <div className={styles.head}>
          <h1>家长同意</h1>
          <Link to="/parent">返回家长首页</Link>
        </div>
        {linkId === undefined && <p className={styles.card}>链接不完整，请从家长首页进入。</p>}
        {consent.isPending && linkId !== undefined && <p className={styles.muted}>正在加载…</p>}
        {consent.isError && <p className={styles.card}>{consent.error instanceof ApiCallError ? consent.error.message : '加载失败，请刷新重试'}</p>}
        {data && <ConsentForm linkId={linkId!} data={data} onChanged={changed} />}
      </div>
    </div>
  );
}

function ConsentForm({ linkId, data, onChanged }: { linkId: number; data: ChildConsent; onChanged: (state: ConsentState) => void }) {
  const [read, setRead] = useState(false);
  const [sms, setSms] = useState('');
  const [error, setError] = useState<string>();
  const { state } = data;
  const latest = state.latest;

  const decide = async (decision: 'given' | 'refused') => {
    if (decision === 'given' && !read) return setError('请先阅读规则，并勾选“我已阅读并理解”');
    if (sms.length !== CODE_LENGTH) return setError('请输入发到您手机上的4位验证码');
    setError(undefined);
    try {
      onChanged(await parentCall(guardianConsentApi.decideConsent, { linkId, decision, smsCode: sms, rulesVersion: data.rulesVersion }, { silent: true }));
      setSms('');
      toast.success(decision === 'given' ? '已同意。孩子设备上等待的测评结果会自动上传' : '已记录您的决定');
    } catch (failure) {
      setError(failure instanceof ApiCallError && failure.code !== 0 ? failure.message : '网络不通，请检查网络后再试');
    }
  };
  const withdraw = async () => {
    const confirmed = await showAlert({
      title: '撤回同意？',
      content: `撤回后，${data.childName}之后完成的测评只保存在孩子自己的设备上，不再上传；平台上已保存的孩子的测评结果、分享链接和选科意向会立即删除，无法恢复。您以后可以重新同意。`,
      hasCancel: true,
      confirmText: '撤回同意',
    });
    if (!confirmed) return;
    try {
      onChanged(await parentCall(guardianConsentApi.withdrawConsent, { linkId }));
      toast.success('已撤回同意，平台上孩子的测评结果已删除');
    } catch {
      // the toast said why
    }
  };

  if (!state.needed) {
    return (
      <section className={styles.card}>
        <p>{data.childName}已满14周岁，可以自己决定个人信息的处理，不需要家长同意。</p>
      </section>
    );
  }
  return (
    <>
      <section className={styles.card} aria-labelledby="consent-state">
        <h2 id="consent-state">{data.childName}</h2>
        <p data-testid="consent-state">
          {latest ? (
            <>
              <strong>{DECIDED[latest.decision]}</strong>（{latest.parentName}，{formatChinaTime(new Date(latest.decidedAt))}，规则 {latest.rulesVersion} 版）
            </>
          ) : (
            <strong>尚未决定</strong>
          )}
        </p>
        <p className={styles.muted}>
          孩子未满14周岁。按照《个人信息保护法》，处理不满14周岁孩子的个人信息需要监护人同意。您同意后，孩子的测评结果才会上传到平台、生成可以长期保存的报告；不同意时，孩子仍可以在自己的设备上做测评、看报告，结果只保存在那台设备上。
        </p>
        {latest?.decision === 'given' && (
          <Button type="button" className="btn btn-ghost" onClick={withdraw}>
            撤回同意
          </Button>
        )}
      </section>

      {latest?.decision !== 'given' && (
        <section className={styles.card} aria-labelledby="rules-title">
          <h2 id="rules-title">
            《{childrenRules.title}》（{data.rulesVersion} 版）
          </h2>
          <div className={styles.rules} tabIndex={0} role="region" aria-label="儿童个人信息保护规则全文">
            <LegalText document={childrenRules} />
          </div>
          <label className={styles.readCheck}>
            <input type="checkbox" checked={read} onChange={(e) => setRead(e.target.checked)} />
            <span>我已阅读并理解以上规则，我是{data.childName}的父母或其他监护人。</span>
          </label>
          <GuardianCodeField value={sms} error={error} onValue={setSms} onRequest={() => requestCode(linkId)} />
          <p className={styles.muted}>验证码发到您注册家长账号的手机号，用来确认是您本人在操作。</p>
          <div className={styles.decide}>
            <Button type="button" className="btn btn-primary" onClick={() => decide('given')}>
              同意
            </Button>
            <Button type="button" className="btn btn-ghost" onClick={() => decide('refused')}>
              不同意
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

async function requestCode(linkId: number): Promise<boolean> {
  try {
    await parentCall(guardianConsentApi.getConsentCode, { linkId });
    toast.success('验证码已发送到您的手机，5分钟内有效');
    return true;
  } catch {
    return false;
  }
}
