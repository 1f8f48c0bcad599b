import { useNavigate } from '@tanstack/react-router';
import { userApi } from '#client/contracts/user.gen';
import { confirmError, firstError, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useForm } from '#client/components/form/use-form';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import styles from './user-center.module.css';

export function ChangePassword() {
  useDocumentTitle('修改密码');
  const navigate = useNavigate();
  const form = useForm(
    { oldpassword: '', password: '', repassword: '' },
    {
      oldpassword: (v) => firstError(passwordSchema, v),
      password: (v) => firstError(passwordSchema, v),
      repassword: (v, all) => confirmError(all.password, v),
    },
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    try {
      await callApi(userApi.resetpwdByPassword, form.values);
      toast.success('密码修改成功');
      form.reset();
      await navigate({ to: '/user-center' });
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'password', e.message);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2>修改密码</h2>
      <Field
        label="原密码"
        name="oldpassword"
        type="password"
        autoComplete="current-password"
        maxLength={16}
        placeholder="请输入原密码"
        value={form.values.oldpassword}
        error={form.errors.oldpassword}
        onValue={(v) => form.setValue('oldpassword', v)}
        onBlur={() => form.onBlur('oldpassword')}
      />
      <Field
        label="新密码"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder="请输入6-16位新密码"
        value={form.values.password}
        error={form.errors.password}
        onValue={(v) => form.setValue('password', v)}
        onBlur={() => form.onBlur('password')}
      />
      <Field
        label="确认新密码"
        name="repassword"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder="请再次输入新密码"
        value={form.values.repassword}
        error={form.errors.repassword}
        onValue={(v) => form.setValue('repassword', v)}
        onBlur={() => form.onBlur('repassword')}
      />
      <p className={styles.hint}>修改后，其他设备上的登录会自动退出。</p>
      <Button type="submit">保存新密码</Button>
    </form>
  );
}
