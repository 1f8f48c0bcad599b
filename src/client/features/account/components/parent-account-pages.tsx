import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { parentApi } from '#client/contracts/family.gen';
import { accountSchema, codeSchema, confirmError, firstError, isValidMobile, messages, mobileSchema, nameSchema, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { solveCaptcha } from '#client/components/captcha/captcha-store';
import { Field } from '#client/components/form/field';
import { useForm } from '#client/components/form/use-form';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { CodeButton } from '#client/components/sms-code/code-button';
import { toast } from '#client/lib/toast-store';
import { ApiCallError } from '#client/lib/transport';
import { parentCall, parentTarget, setParentToken } from '#client/features/parent/public';
import styles from './account.module.css';
import { RoleSwitch } from './role-switch';

function ParentAside() {
  return (
    <div className={styles.aside}>
      <h2>家长端</h2>
      <p>家长账号和孩子的学生账号是两个不同的账号。注册后，用孩子生成的邀请码关联孩子。</p>
      <ul>
        <li>一个家长可以关联多个孩子，一个孩子也可以关联多位家长</li>
        <li>孩子满14周岁：由孩子本人同意关联</li>
        <li>孩子未满14周岁：用您本人的手机号接收验证码确认</li>
        <li>双方都可以随时解除关联</li>
      </ul>
    </div>
  );
}

/** 家长登录: the parent's own account (mobile and password), never a student's. */
export function ParentLoginPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('家长登录');
  const navigate = useNavigate();
  const form = useForm({ mobile: '', password: '' }, { mobile: (v) => firstError(accountSchema, v), password: (v) => firstError(passwordSchema, v) });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    try {
      const { token } = await parentCall(parentApi.login, form.values);
      setParentToken(token);
      toast.success('登录成功');
      await navigate({ href: parentTarget(redirect), replace: true });
    } catch {
      // the toast said why
    }
  };
  return (
    <div className={`container ${styles.wrap}`}>
      <ParentAside />
      <form className={styles.card} onSubmit={submit} noValidate>
        <RoleSwitch page="login" role="parent" />
        <h1>家长登录</h1>
        <Field
          label="手机号"
          name="mobile"
          placeholder="请输入手机号"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          value={form.values.mobile}
          error={form.errors.mobile}
          onValue={(v) => form.setValue('mobile', v)}
          onBlur={() => form.onBlur('mobile')}
        />
        <Field
          label="密码"
          name="password"
          type="password"
          placeholder="请输入6-16位密码"
          autoComplete="current-password"
          maxLength={16}
          value={form.values.password}
          error={form.errors.password}
          onValue={(v) => form.setValue('password', v)}
          onBlur={() => form.onBlur('password')}
        />
        <div className={styles.row}>
          <Link to="/parent/register" search={redirect ? { redirect } : {}}>
            没有家长账号？立即注册
          </Link>
          <Link to="/parent/reset-password">忘记密码？</Link>
        </div>
        <Button type="submit" className="btn btn-primary btn-block">
          登录
        </Button>
      </form>
    </div>
  );
}

/** 家长注册: mobile, SMS code, name and password, like a student's registration but a parent's account. */
export function ParentRegisterPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('家长注册');
  const navigate = useNavigate();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const form = useForm(
    { mobile: '', code: '', name: '', password: '', repassword: '' },
    {
      mobile: (v) => firstError(mobileSchema, v),
      code: (v) => firstError(codeSchema, v),
      name: (v) => firstError(nameSchema, v),
      password: (v) => firstError(passwordSchema, v),
      repassword: (v, all) => confirmError(all.password, v),
    },
  );
  const requestCode = async () => {
    const ticket = await solveCaptcha('register');
    if (!ticket) {
      toast.warning('请完成验证');
      return false;
    }
    try {
      await parentCall(parentApi.getRegisterCode, { mobile: form.values.mobile.trim(), ticket });
      toast.success('验证码已发送，5分钟内有效');
      return true;
    } catch {
      return false;
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const valid = form.validateAll();
    setConsentError(consent ? undefined : messages.consent);
    if (!valid || !consent) return;
    const { mobile, code, name, password } = form.values;
    try {
      const { token } = await parentCall(parentApi.register, { mobile, code, name, password, consent: '1' });
      setParentToken(token);
      toast.success('注册成功，已自动登录');
      await navigate({ href: parentTarget(redirect), replace: true });
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'mobile', e.message);
    }
  };
  return (
    <div className={`container ${styles.wrap}`}>
      <ParentAside />
      <form className={styles.card} onSubmit={submit} noValidate>
        <RoleSwitch page="register" role="parent" />
        <h1>家长注册</h1>
        <Field
          label="手机号"
          name="mobile"
          placeholder="请输入您本人的手机号"
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
          addon={<CodeButton enabled={isValidMobile(form.values.mobile)} onRequest={requestCode} />}
        />
        <Field
          label="姓名"
          name="name"
          placeholder="请输入您的姓名"
          autoComplete="name"
          maxLength={20}
          value={form.values.name}
          error={form.errors.name}
          onValue={(v) => form.setValue('name', v)}
          onBlur={() => form.onBlur('name')}
        />
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
        <label className={styles.consent}>
          <input type="checkbox" name="consent" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-invalid={Boolean(consentError)} />
          <span>
            我已阅读并同意
            <Link to="/user-agreement" target="_blank">
              《用户协议》
            </Link>
            和
            <Link to="/privacy" target="_blank">
              《隐私政策》
            </Link>
            。
          </span>
        </label>
        <p className={styles.consentError} role={consentError ? 'alert' : undefined}>
          {consentError ?? ''}
        </p>
        <Button type="submit" className="btn btn-primary btn-block">
          注册
        </Button>
        <p className={styles.footer}>
          已有家长账号？
          <Link to="/parent/login" search={redirect ? { redirect } : {}}>
            去登录
          </Link>
        </p>
      </form>
    </div>
  );
}

/** 家长找回密码: an SMS code to the parent account's mobile; every sign-in of the account ends. */
export function ParentResetPasswordPage() {
  useDocumentTitle('家长找回密码');
  const navigate = useNavigate();
  const form = useForm(
    { mobile: '', code: '', password: '', repassword: '' },
    {
      mobile: (v) => firstError(mobileSchema, v),
      code: (v) => firstError(codeSchema, v),
      password: (v) => firstError(passwordSchema, v),
      repassword: (v, all) => confirmError(all.password, v),
    },
  );
  const requestCode = async () => {
    const ticket = await solveCaptcha('reset');
    if (!ticket) {
      toast.warning('请完成验证');
      return false;
    }
    try {
      await parentCall(parentApi.getResetCode, { mobile: form.values.mobile.trim(), ticket });
      toast.success('验证码已发送，5分钟内有效');
      return true;
    } catch {
      return false;
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const { mobile, code, password } = form.values;
    try {
      await parentCall(parentApi.resetPassword, { mobile, code, password });
      toast.success('修改成功，请重新登录');
      await navigate({ to: '/parent/login', replace: true });
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'mobile', e.message);
    }
  };
  return (
    <div className={`container ${styles.wrap}`}>
      <ParentAside />
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1>家长找回密码</h1>
        <Field
          label="手机号"
          name="mobile"
          placeholder="请输入注册家长账号的手机号"
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
          addon={<CodeButton enabled={isValidMobile(form.values.mobile)} onRequest={requestCode} />}
        />
        <Field
          label="新密码"
          name="password"
          type="password"
          placeholder="请输入6-16位新密码"
          autoComplete="new-password"
          maxLength={16}
          value={form.values.password}
          error={form.errors.password}
          onValue={(v) => form.setValue('password', v)}
          onBlur={() => form.onBlur('password')}
        />
        <Field
          label="确认新密码"
          name="repassword"
          type="password"
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          maxLength={16}
          value={form.values.repassword}
          error={form.errors.repassword}
          onValue={(v) => form.setValue('repassword', v)}
          onBlur={() => form.onBlur('repassword')}
        />
        <Button type="submit" className="btn btn-primary btn-block">
          确认修改
        </Button>
        <p className={styles.footer}>
          想起密码了？<Link to="/parent/login">返回家长登录</Link>
        </p>
      </form>
    </div>
  );
}
