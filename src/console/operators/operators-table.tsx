import type { ConsoleOperator } from '#shared/api/console';
import { OPERATOR_ROLES, type OperatorRole, operatorRoleLabels } from '#shared/console/rules';
import { formatChinaTime } from '#shared/format/time';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import { useOperator } from '../account/account-data';
import { Options } from '../layout/options';
import { useResetOperatorPassword, useUpdateOperator } from './operators-data';
import { failed, showPassword } from './operator-messages';

/** Every account: its role changed, switched off or on, its password reset; never one's own. */
export function OperatorsTable({ operators }: { operators: ConsoleOperator[] | undefined }) {
  const { data: me } = useOperator();
  const updateOperator = useUpdateOperator();
  const resetPassword = useResetOperatorPassword();
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
        {operators?.map((o) => {
          const self = o.id === me?.id;
          return (
            <tr key={o.id}>
              <td>
                {o.name}
                {self && '（我）'}
              </td>
              <td>{o.mobile}</td>
              <td>
                <select
                  className="console-input"
                  aria-label={`${o.name}的角色`}
                  value={o.role}
                  disabled={self}
                  onChange={(e) => void update(o, { role: e.target.value as OperatorRole })}
                >
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
  );
}
