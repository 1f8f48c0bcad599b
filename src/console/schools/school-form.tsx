import { useState } from 'react';
import { firstError, mobileSchema, nameSchema } from '#shared/validation/rules';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { FormError } from '../layout/form-error';
import { useCreateSchool } from './schools-data';

/** 新建学校: the school and its first administrator, whose one-time password is shown once. */
export function SchoolForm() {
  const createSchool = useCreateSchool();
  const [form, setForm] = useState({ name: '', adminMobile: '', adminName: '' });
  const [error, setError] = useState('');

  const create = async () => {
    const problem = (form.name.trim() ? null : '请输入学校名称（最多40个字）') ?? firstError(nameSchema, form.adminName) ?? firstError(mobileSchema, form.adminMobile);
    setError(problem ?? '');
    if (problem) return;
    try {
      const created = await createSchool.mutateAsync(form);
      setForm({ name: '', adminMobile: '', adminName: '' });
      await showAlert({
        title: '学校已创建',
        content: created.initialPassword
          ? `管理员 ${form.adminName} 的初始密码：${created.initialPassword}\n只显示这一次，请当面或电话转交；管理员在登录页用手机号和密码登录（学校端），然后打开“学校管理”。`
          : `该手机号已有账号：管理员 ${form.adminName} 用自己原来的密码登录（学校端），然后打开“学校管理”。`,
      });
    } catch (caught) {
      toast.error(failureText(caught, '创建失败，请稍后再试'));
    }
  };

  return (
    <form
      className="console-filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <label>
        学校名称
        <input value={form.name} maxLength={40} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </label>
      <label>
        管理员姓名
        <input value={form.adminName} maxLength={20} onChange={(e) => setForm({ ...form, adminName: e.target.value })} />
      </label>
      <label>
        管理员手机号
        <input value={form.adminMobile} inputMode="numeric" maxLength={11} onChange={(e) => setForm({ ...form, adminMobile: e.target.value.trim() })} />
      </label>
      <button type="submit" className="btn btn-primary">
        新建学校
      </button>
      <FormError error={error} />
    </form>
  );
}
