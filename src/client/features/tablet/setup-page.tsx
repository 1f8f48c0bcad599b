import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { schoolApi } from '#client/contracts/school.gen';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { getClassDevice, setClassDevice, TABLET_HOME } from '#client/lib/class-device';
import { makeDeviceKeys } from '#client/lib/device-crypto';
import { saveOfflineKit } from '#client/lib/offline-tablet';
import { CLASS_CODE_LENGTH, isCompleteClassCode, normalizeClassCode } from '#shared/school/class-code';
import styles from './tablet.module.css';

const LABEL_MAX = 30;

/**
 * /tablet/setup: a teacher types the class's 6-character tablet code (or opens this page with
 * ?code=…) and this browser becomes that class's tablet. A tablet already set up says for which
 * class, and can be set up again, for another class.
 */
export function SetupPage({ code: fromAddress = '' }: { code?: string }) {
  useDocumentTitle('设置班级平板');
  const navigate = useNavigate();
  const [current] = useState(getClassDevice);
  const [editing, setEditing] = useState(!current || fromAddress !== '');
  const [code, setCode] = useState(() => normalizeClassCode(fromAddress));
  const [label, setLabel] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isCompleteClassCode(code)) {
      setCodeError(`请输入${CLASS_CODE_LENGTH}位平板设置码`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      // The key that signs what students finish here without a network; its private half never leaves the tablet.
      const keys = await makeDeviceKeys().catch(() => null);
      const setup = await callApi(schoolApi.setupDevice, { code, label: label.trim() || undefined, publicKey: keys?.publicKey }, { silent: true });
      if (keys) await saveOfflineKit({ deviceId: setup.deviceId, sealKey: setup.sealKey, privateKey: keys.privateKey, deviceToken: setup.deviceToken }).catch(() => undefined);
      await setClassDevice({ deviceToken: setup.deviceToken, classLabel: setup.classLabel, schoolName: setup.schoolName });
      await navigate({ to: TABLET_HOME, replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiCallError) || error.code === 0) {
        setProblem('没有连上网络。请检查网络后再试。');
        return;
      }
      const onCode = error.fieldErrors.find((e) => e.field === 'code');
      if (onCode) setCodeError(onCode.message);
      else setProblem(error.message);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.panelTitle}>设置班级平板</h1>
        {current && !editing && (
          <>
            <p>
              这台平板已经是{' '}
              <strong>
                {current.schoolName} {current.classLabel}
              </strong>{' '}
              的班级平板。
            </p>
            <div className={styles.actions}>
              <Link to={TABLET_HOME} className={`btn btn-primary ${styles.big}`}>
                去同学名单
              </Link>
              <Button className={`btn btn-ghost ${styles.big}`} onClick={() => setEditing(true)}>
                重新设置（换一个班）
              </Button>
            </div>
          </>
        )}
        {editing && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            {current ? (
              <p className={styles.warn}>
                现在是{' '}
                <strong>
                  {current.schoolName} {current.classLabel}
                </strong>{' '}
                的平板。输入新的平板设置码后，会换成新的班级。
              </p>
            ) : (
              <p>输入老师给的6位平板设置码，这台平板就是这个班的了。以后同学们点自己的名字就能登录。</p>
            )}
            <div className={styles.codeField}>
              <Field
                label="平板设置码（没有 0、1、I、O）"
                name="code"
                placeholder="6位平板设置码"
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                error={codeError}
                onValue={(value) => {
                  setCode(normalizeClassCode(value));
                  setCodeError(undefined);
                }}
              />
            </div>
            <Field label="平板名称（可以不填）" name="label" placeholder="例如：3号平板" autoComplete="off" maxLength={LABEL_MAX} value={label} onValue={setLabel} />
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" className={`btn btn-primary ${styles.big}`} disabled={busy} aria-busy={busy}>
                {busy ? '正在设置…' : '设置'}
              </Button>
              {current && (
                <Button className={`btn btn-ghost ${styles.big}`} onClick={() => void navigate({ to: TABLET_HOME })}>
                  不换了
                </Button>
              )}
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
