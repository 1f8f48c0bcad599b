import { useNavigate } from '@tanstack/react-router';
import { userApi } from '#client/contracts/user.gen';
import { codeSchema, firstError, isValidMobile, mobileSchema, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useForm } from '#client/components/form/use-form';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { userInfoQuery } from '#client/session/user';
import { CodeButton } from '#client/components/sms-code/code-button';
import { requestCode } from '#client/components/sms-code/request-code';
import styles from './user-center.module.css';

export function ChangePhone() {
  useDocumentTitle('修改手机号');
  const navigate = useNavigate();
  const form = useForm(
    { mobile: '', code: '', password: '' },
    {
      mobile: (v) => firstError(mobileSchema, v),
      code: (v) => firstError(codeSchema, v),
      password: (v) => firstError(passwordSchema, v),
    },
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    try {
      await callApi(userApi.updateMobile, form.values);
      toast.success('修改手机号成功');
      await queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
      await navigate({ to: '/user-center' });
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'password', e.message);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2>修改手机号</h2>
      <Field
        label="新手机号"
        name="mobile"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入新手机号"
        value={form.values.mobile}
        error={form.errors.mobile}
        onValue={(v) => form.setValue('mobile', v)}
        onBlur={() => form.onBlur('mobile')}
      />
      <Field
        label="验证码"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        placeholder="发送到新手机号的验证码"
        value={form.values.code}
        error={form.errors.code}
        onValue={(v) => form.setValue('code', v)}
        onBlur={() => form.onBlur('code')}
        addon={<CodeButton enabled={isValidMobile(form.values.mobile)} onRequest={() => requestCode('mobile', form.values.mobile.trim())} />}
      />
      <Field
        label="登录密码"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={16}
        placeholder="请输入当前登录密码"
        value={form.values.password}
        error={form.errors.password}
        onValue={(v) => form.setValue('password', v)}
        onBlur={() => form.onBlur('password')}
      />
      <Button type="submit">确认修改</Button>
    </form>
  );
}
