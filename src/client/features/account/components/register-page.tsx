import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { userApi } from '#client/contracts/user.gen';
import { birthMonthField, codeSchema, confirmError, firstError, isValidMobile, messages, mobileSchema, nameSchema, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useForm } from '#client/components/form/use-form';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { userInfoQuery } from '#client/session/user';
import { signIn } from '#client/session/auth';
import { AccountAside } from './account-aside';
import styles from './account.module.css';
import { CodeButton } from '#client/components/sms-code/code-button';
import { ConsentCheckbox } from './consent-checkbox';
import { requestCode } from '#client/components/sms-code/request-code';
import { RoleSwitch } from './role-switch';

export const REGISTER_REDIRECT_MS = 1000;

/** `redirect`: a page of this site to go back to (a booking waiting there reopens); else home, as the spec says. */
export function RegisterPage({ redirect }: { redirect?: string } = {}) {
  useDocumentTitle('注册账号');
  const navigate = useNavigate();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const form = useForm(
    { mobile: '', code: '', username: '', birthMonth: '', password: '', repassword: '' },
    {
      mobile: (v) => firstError(mobileSchema, v),
      code: (v) => firstError(codeSchema, v),
      username: (v) => firstError(nameSchema, v),
      birthMonth: (v) => (v ? firstError(birthMonthField, v) : '请选择出生年月'),
      password: (v) => firstError(passwordSchema, v),
      repassword: (v, all) => confirmError(all.password, v),
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const valid = form.validateAll();
    setConsentError(consent ? undefined : messages.consent);
    if (!valid || !consent) return;
    const { mobile, code, username, birthMonth, password } = form.values;
    try {
      // For this tab only, like the sign-in form's default: whoever wants to stay signed in on their
      // own device ticks 记住我 at the next sign-in.
      const { token } = await callApi(userApi.register, { mobile, code, username, birthMonth, password, consent: '1', remember: '0' });
      signIn(token, { remember: false });
      toast.success('注册成功，已自动登录，正在跳转');
      void queryClient.fetchQuery(userInfoQuery).catch(() => undefined);
      const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
      setTimeout(() => void navigate({ to: target, replace: true }), REGISTER_REDIRECT_MS);
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'mobile', e.message);
      console.warn('register failed', error);
    }
  };

  return (
    <div className={`container ${styles.wrap}`}>
      <AccountAside />
      <form className={styles.card} onSubmit={submit} noValidate>
        <RoleSwitch page="register" role="student" />
        <h1>注册账号</h1>
        <Field
          label="手机号"
          name="mobile"
          placeholder="请输入手机号"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={form.values.mobile}
          error={form.errors.mobile}
          onValue={(v) => form.setValue('mobile', v)}
          onBlur={() => form.onBlur('mobile')}
        />
        <Field
          label="验证码"
          name="code"
          placeholder="请输入4位验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={form.values.code}
          error={form.errors.code}
          onValue={(v) => form.setValue('code', v)}
          onBlur={() => form.onBlur('code')}
          addon={<CodeButton enabled={isValidMobile(form.values.mobile)} onRequest={() => requestCode('register', form.values.mobile.trim())} />}
        />
        <Field
          label="姓名"
          name="username"
          placeholder="请输入姓名"
          autoComplete="name"
          maxLength={20}
          value={form.values.username}
          error={form.errors.username}
          onValue={(v) => form.setValue('username', v)}
          onBlur={() => form.onBlur('username')}
        />
        <Field
          label="出生年月"
          name="birthMonth"
          type="month"
          placeholder="如 2012-05"
          max={new Date().toISOString().slice(0, 7)}
          value={form.values.birthMonth}
          error={form.errors.birthMonth}
          onValue={(v) => form.setValue('birthMonth', v)}
          onBlur={() => form.onBlur('birthMonth')}
        />
        <p className={styles.hint}>未满14周岁的同学，测评结果要等家长在家长端同意后才会上传；在那之前结果保存在你的设备上。</p>
        <Field
          label="密码"
          name="password"
          type="password"
          placeholder="请输入6-16位密码"
          autoComplete="new-password"
          maxLength={16}
          value={form.values.password}
          error={form.errors.password}
          onValue={(v) => form.setValue('password', v)}
          onBlur={() => form.onBlur('password')}
        />
        <Field
          label="确认密码"
          name="repassword"
          type="password"
          placeholder="请再次输入密码"
          autoComplete="new-password"
          maxLength={16}
          value={form.values.repassword}
          error={form.errors.repassword}
          onValue={(v) => form.setValue('repassword', v)}
          onBlur={() => form.onBlur('repassword')}
        />
        <ConsentCheckbox
          checked={consent}
          error={consentError}
          onChange={(c) => {
            setConsent(c);
            if (c) setConsentError(undefined);
          }}
        />
        <Button type="submit" className="btn btn-primary btn-block">
          注册
        </Button>
        <p className={styles.footer}>
          已有账号？
          <Link to="/login" search={redirect ? { redirect } : {}}>
            去登录
          </Link>
        </p>
      </form>
    </div>
  );
}
