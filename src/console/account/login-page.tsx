import { useState } from 'react';
import { firstError, codeSchema, mobileSchema, passwordSchema } from '#shared/validation/rules';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { Toaster } from '#client/components/toast/toaster';
import { ApiCallError } from '#client/lib/transport';
import { failureText } from '../api';
import { useConsoleNavigate, useConsoleNavigateHref } from '../navigate';
import { useLogin, useSendLoginCode } from './account-data';
import styles from './login-page.module.css';
import { FormError } from '../layout/form-error';

/**
 * Two factors: the mobile and password first (the server sends a code to that mobile only when they
 * are right), then the code. Nothing is kept beyond this tab.
 */
export function LoginPage({ search }: { search: { redirect?: string } }) {
  useDocumentTitle('管理后台登录');
  const sendLoginCode = useSendLoginCode();
  const login = useLogin();
  const navigate = useConsoleNavigate();
  const navigateHref = useConsoleNavigateHref();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const problem = firstError(mobileSchema, mobile) ?? firstError(passwordSchema, password);
      if (problem) throw new ApiCallError(4000, problem);
      await sendLoginCode.mutateAsync({ mobile, password });
      setStep('code');
    });

  const signIn = () =>
    run(async () => {
      const problem = firstError(codeSchema, code);
      if (problem) throw new ApiCallError(4000, problem);
      await login.mutateAsync({ mobile, password, code });
      if (search.redirect) void navigateHref(search.redirect);
      else void navigate({ to: '/console/leads' });
    });

  return (
    <main className={styles.page}>
      <form
        className={`card ${styles.card}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 'password' ? sendCode() : signIn());
        }}
      >
        <h1 className={styles.title}>
          <img src="/icons/logo.svg" alt="" width="32" height="32" />
          管理后台登录
        </h1>
        <label className={styles.field}>
          手机号
          <input
            className="console-input"
            inputMode="numeric"
            autoComplete="username"
            value={mobile}
            disabled={step === 'code'}
            onChange={(e) => setMobile(e.target.value.trim())}
          />
        </label>
        <label className={styles.field}>
          密码
          <input
            className="console-input"
            type="password"
            autoComplete="current-password"
            value={password}
            disabled={step === 'code'}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {step === 'code' && (
          <label className={styles.field}>
            短信验证码（已发送至该手机，5分钟内有效）
            <input
              className="console-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              autoFocus
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </label>
        )}
        <FormError error={error} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {step === 'password' ? '下一步：获取短信验证码' : '登录'}
        </button>
        {step === 'code' && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setStep('password');
              setCode('');
            }}
          >
            换一个账号
          </button>
        )}
        <p className={styles.hint}>仅限公司员工使用。每次登录需要密码和短信验证码；所有操作都会记入操作日志。</p>
      </form>
      <Toaster />
    </main>
  );
}
