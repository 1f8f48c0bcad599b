import { useState } from 'react';
import { confirmError, firstError, passwordSchema } from '#shared/validation/rules';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { useChangePassword } from './account-data';
import { FormError } from '../layout/form-error';

/** 修改密码: the old one confirms it is the operator; the other sessions of the account end. */
export function PasswordPage() {
  useDocumentTitle('修改密码');
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState('');
  const changePassword = useChangePassword();
  const submit = async () => {
    const problem = firstError(passwordSchema, form.oldPassword) ?? firstError(passwordSchema, form.newPassword) ?? confirmError(form.newPassword, form.confirm);
    setError(problem ?? '');
    if (problem) return;
    try {
      await changePassword.mutateAsync({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      setForm({ oldPassword: '', newPassword: '', confirm: '' });
      toast.success('密码已修改，其他设备上的登录已退出');
    } catch (caught) {
      setError(failureText(caught));
    }
  };
  const field = (key: keyof typeof form, label: string, autoComplete: string) => (
    <label style={{ display: 'grid', gap: 4 }}>
      {label}
      <input className="console-input" type="password" autoComplete={autoComplete} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  return (
    <section aria-labelledby="password-title" style={{ maxWidth: 360 }}>
      <h1 id="password-title" className="page-title">
        修改密码
      </h1>
      <form
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {field('oldPassword', '原密码', 'current-password')}
        {field('newPassword', '新密码（6-16位）', 'new-password')}
        {field('confirm', '再次输入新密码', 'new-password')}
        <FormError error={error} />
        <button type="submit" className="btn btn-primary">
          修改密码
        </button>
      </form>
    </section>
  );
}
