import { useQuery } from '@tanstack/react-query';
import { type ClassDevices as Devices, schoolApi } from '#client/contracts/school.gen';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import { callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { classDevicesQuery } from '../queries';
import { InlineProblem } from './load-problem';
import common from './school.module.css';
import styles from './class.module.css';

const when = (time: Date | string) => new Date(time).toLocaleString('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** 课堂平板: the tablets set up for this class, each with 停用 (a lost or retired tablet stops at once). */
export function ClassDevices({ classId, onSetUp }: { classId: number; onSetUp: () => void }) {
  const query = useQuery(classDevicesQuery(classId));
  return (
    <section className={common.section} aria-labelledby="class-devices">
      <div className={common.sectionHead}>
        <h2 id="class-devices" className={common.sectionTitle}>
          课堂平板
        </h2>
        <button type="button" className={`btn btn-ghost ${common.smallButton} no-print`} onClick={onSetUp}>
          设置新的平板
        </button>
      </div>
      <p className={common.lead}>设置好的平板只显示本班学生，学生点名字、输入6位数字密码登录。每台平板设置一次可用180天，连续60天不用会失效。平板丢失或不再使用时请停用。</p>
      {query.isError && !query.data && <InlineProblem error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && <p className={common.hint}>还没有为这个班级设置平板。</p>}
      {query.data && query.data.length > 0 && <DeviceTable classId={classId} devices={query.data} />}
    </section>
  );
}

function DeviceTable({ classId, devices }: { classId: number; devices: Devices }) {
  const revoke = async (device: Devices[number]) => {
    const confirmed = await showAlert({
      title: `停用「${device.label}」？`,
      content:
        '停用后，这台平板上的学生名单和登录立即失效，需要重新用平板设置码设置才能再用。停用之后在它上面完成的结果（包括扫码收来的）都不会被接收；停用之前完成的结果照常有效。平板丢失时，请在停用后为在这台平板上答过题、结果还没上传的同学重置密码。',
      hasCancel: true,
      confirmText: '停用',
    });
    if (!confirmed) return;
    try {
      await callApi(schoolApi.revokeDevice, { deviceId: device.id });
      toast.success('已停用');
      await queryClient.invalidateQueries({ queryKey: classDevicesQuery(classId).queryKey });
    } catch (error) {
      console.warn('revokeDevice failed', error);
    }
  };
  return (
    <div className={common.tableWrap}>
      <table className={common.table}>
        <thead>
          <tr>
            <th scope="col">平板名称</th>
            <th scope="col">设置时间</th>
            <th scope="col">最近使用</th>
            <th scope="col">有效至</th>
            <th scope="col">
              <span className="visually-hidden">操作</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => (
            <tr key={device.id}>
              <td>{device.label}</td>
              <td className={`${common.numeric} ${common.nowrap}`}>{when(device.createdAt)}</td>
              <td className={`${common.numeric} ${common.nowrap}`}>{when(device.lastSeenAt)}</td>
              <td className={`${common.numeric} ${common.nowrap}`}>{device.stoppedAt ? `${when(device.stoppedAt)} 已停用` : when(device.expiresAt)}</td>
              <td className={styles.rowActions}>
                {device.stoppedAt === null && (
                  <button type="button" className={`btn ${common.dangerButton} ${common.smallButton}`} onClick={() => void revoke(device)}>
                    停用
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
