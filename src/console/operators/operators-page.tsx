import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsoleOperator } from '#shared/api/console';
import { OPERATOR_ROLES, type OperatorRole, operatorRoleLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { firstError, mobileSchema, nameSchema } from '#shared/validation/rules';
import { showAlert } from '#client/components/dialog/dialog-store';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/components/toast/toast-store';
import { Options } from '../layout/options';
import { failureText } from '../api';
import { operatorsQuery, useCreateOperator, useResetOperatorPassword, useUpdateOperator } from './operators-data';
import { useOperator } from '../account/account-data';
import { FormError } from '../layout/form-error';

const failed = (error: unknown) => toast.error(failureText(error, '操作失败，请稍后再试'));

/** A password shown once, to hand over in person or by phone. */
const showPassword = (who: string, password: string) =>
  showAlert({ title: '初始密码只显示这一次', content: `${who}的初始密码：${password}\n请当面或电话转交，登录后请立即修改。` });

/** 后台账号 (管理员 only): who may sign in to the console, in which role; switched off, never deleted (the log names them). */
export function OperatorsPage() {
  useDocumentTitle('后台账号');
  const { data: me } = useOperator();
  const list = useQuery(operatorsQuery());
  const createOperator = useCreateOperator();
  const updateOperator = useUpdateOperator();
  const resetPassword = useResetOperatorPassword();
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
  const update = async (operator: ConsoleOperator, change: { role?: OperatorRole; disabled?: '0' | '1' }) => {
    try {
      await updateOperator.mutateAsync({ id: operator.id, ...change });
      toast.success('已保存');
    } catch (caught) {
      failed(caught);
    }
  };
  const reset = async (operator: ConsoleOperator) => {
    if (!(await showAlert({ title: '重置密码', content: `为${operator.name}生成新的初始密码？其已登录的会话会全部退出。`, hasCancel: true }))) return;
    try {
      const { initialPassword } = await resetPassword.mutateAsync({ id: operator.id });
      await showPassword(operator.name, initialPassword);
    } catch (caught) {
      failed(caught);
    }
  };

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title" className="page-title">
        后台账号
      </h1>
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
      <p className="page-subtitle">管理员可以管理账号和查看操作日志；运营负责内容和线索。任何角色都看不到学生的作答和报告。</p>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">姓名</th>
            <th scope="col">手机号</th>
            <th scope="col">角色</th>
            <th scope="col">状态</th>
            <th scope="col">创建时间</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.map((o) => {
            const self = o.id === me?.id;
            return (
              <tr key={o.id}>
                <td>
                  {o.name}
                  {self && '（我）'}
                </td>
                <td>{o.mobile}</td>
                <td>
                  <select className="console-input" aria-label={`${o.name}的角色`} value={o.role} disabled={self} onChange={(e) => void update(o, { role: e.target.value as OperatorRole })}>
                    <Options labels={operatorRoleLabels} only={OPERATOR_ROLES} />
                  </select>
                </td>
                <td>{o.disabled ? '已停用' : '启用中'}</td>
                <td>{formatChinaTime(new Date(o.createdAt))}</td>
                <td>
                  {!self && (
                    <>
                      <button type="button" className="btn btn-link" onClick={() => void update(o, { disabled: o.disabled ? '0' : '1' })}>
                        {o.disabled ? '启用' : '停用'}
                      </button>
                      <button type="button" className="btn btn-link" onClick={() => void reset(o)}>
                        重置密码
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
