import { Link, useNavigate } from '@tanstack/react-router';
import { userApi } from '#client/contracts/user.gen';
import { codeSchema, confirmError, firstError, isValidMobile, mobileSchema, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useForm } from '#client/components/form/use-form';
import { toast } from '#client/lib/toast-store';
import { callApi } from '#client/lib/api-client';
import { AccountAside } from './account-aside';
import styles from './account.module.css';
import { CodeButton } from '#client/components/sms-code/code-button';
import { requestCode } from '#client/components/sms-code/request-code';
import { SideEntries } from './side-entries';

export function ResetPasswordPage() {
  useDocumentTitle('找回密码');
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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const { mobile, code, password } = form.values;
    try {
      await callApi(userApi.resetpwd, { mobile, code, password });
      toast.success('修改成功，请重新登录');
      await navigate({ to: '/login', replace: true });
    } catch (error) {
      console.warn('reset failed', error);
    }
  };

  return (
    <div className={`container ${styles.wrap}`}>
      <AccountAside />
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1>找回密码</h1>
        <Field
          label="手机号"
          name="mobile"
          placeholder="请输入注册时的手机号"
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
          addon={<CodeButton enabled={isValidMobile(form.values.mobile)} onRequest={() => requestCode('reset', form.values.mobile.trim())} />}
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
          想起密码了？<Link to="/login">返回登录</Link>
        </p>
        <SideEntries />
      </form>
    </div>
  );
}
