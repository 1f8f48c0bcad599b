import { useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole, operatorRoleLabels } from '#shared/console/rules';
import { firstError, mobileSchema, nameSchema } from '#shared/validation/rules';
import { FormError } from '../layout/form-error';
import { Options } from '../layout/options';
import { useCreateOperator } from './operators-data';
import { failed, showPassword } from './operator-messages';

/** 新建账号: name, mobile and role; the one-time password is shown once. */
export function OperatorForm() {
  const createOperator = useCreateOperator();
  const [form, setForm] = useState({ mobile: '', name: '', role: 'operator' as OperatorRole });
  const [error, setError] = useState('');

  const create = async () => {
    const problem = firstError(nameSchema, form.name) ?? firstError(mobileSchema, form.mobile);
    setError(problem ?? '');
    if (problem) return;
    try {
      const created = await createOperator.mutateAsync(form);
      setForm({ mobile: '', name: '', role: 'operator' });
      await showPassword(form.name, created.initialPassword);
    } catch (caught) {
      failed(caught);
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
        姓名
        <input value={form.name} maxLength={20} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </label>
      <label>
        手机号
        <input value={form.mobile} inputMode="numeric" maxLength={11} onChange={(e) => setForm({ ...form, mobile: e.target.value.trim() })} />
      </label>
      <label>
        角色
        <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as OperatorRole })}>
          <Options labels={operatorRoleLabels} only={OPERATOR_ROLES} />
        </select>
      </label>
      <button type="submit" className="btn btn-primary">
        新建账号
      </button>
      <FormError error={error} />
    </form>
  );
}
