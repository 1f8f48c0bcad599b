import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { childConsentApi, type ConsentState } from '#client/contracts/guardian-consent.gen';
import { consentWaitMessages } from '#shared/family/consent';
import { formatChinaTime } from '#shared/format/time';
import { Button } from '#client/components/button/throttled-button';
import { callApi } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import { resumeUploads } from '#client/offline/sync';
import { userCenterKeys } from '../query-keys';
import styles from './parent-links.module.css';

const DECIDED = { given: '已同意', refused: '不同意', withdrawn: '已撤回同意' } as const;

/**
 * 家长同意 in 个人中心 › 家长关联 (docs/PARENTS.md): whether the child's results need a guardian's
 * consent, where it stands, and — for an account registered before the birth month was asked — the
 * birth month, once. Shown only to a child it concerns.
 */
export function GuardianConsent({ onBirthMonth }: { onBirthMonth: () => void }) {
  const queryClient = useQueryClient();
  const consent = useQuery({ queryKey: userCenterKeys.personal.myConsent(), queryFn: () => callApi(childConsentApi.getMyConsent) });
  const state: ConsentState | undefined = consent.data;
  if (!state?.needed) return null;
  const saved = (next: ConsentState) => {
    queryClient.setQueryData(userCenterKeys.personal.myConsent(), next);
    onBirthMonth();
    // A child of 14 or more: what waited on the device may go now.
    if (!next.waitingFor) void resumeUploads();
  };
  return (
    <section className={styles.section} aria-labelledby="consent-title" data-testid="guardian-consent">
      <h2 id="consent-title">家长同意</h2>
      {state.waitingFor === 'birth-month' ? (
        <BirthMonthForm onSaved={saved} />
      ) : (
        <>
          <p>
            {state.latest ? (
              <>
                <strong>{DECIDED[state.latest.decision]}</strong>：{state.latest.parentName} · {formatChinaTime(new Date(state.latest.decidedAt))}
              </>
            ) : (
              <strong>等待家长同意</strong>
            )}
          </p>
          <p className={styles.muted}>
            {state.waitingFor ? consentWaitMessages[state.waitingFor] : '你的测评结果可以正常上传。家长可以随时在家长端撤回同意；撤回后，平台上保存的测评结果会被删除。'}
          </p>
          <p className={styles.muted}>
            家长在同意前会读到<Link to="/children-privacy">《儿童个人信息保护规则》</Link>，你也可以看看。
          </p>
        </>
      )}
    </section>
  );
}

/** 出生年月, once: 14 or more uploads at once; under 14 waits for a parent. */
function BirthMonthForm({ onSaved }: { onSaved: (state: ConsentState) => void }) {
  const [month, setMonth] = useState('');
  const save = async () => {
    if (!month) return toast.error('请选择出生年月');
    try {
      onSaved(await callApi(childConsentApi.setBirthMonth, { birthMonth: month }));
      toast.success('已保存出生年月');
    } catch {
      // the toast said why
    }
  };
  return (
    <>
      <p className={styles.muted}>{consentWaitMessages['birth-month']}</p>
      <div className={styles.row}>
        <label>
          <span className={styles.muted}>出生年月</span>
          <br />
          <input className={styles.monthInput} type="month" name="birthMonth" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        <Button type="button" className="btn btn-primary" onClick={save}>
          保存
        </Button>
      </div>
      <p className={styles.muted}>只能填写一次，请如实填写；如需更正，请联系客服。</p>
    </>
  );
}
