import styles from './report.module.css';

/** Where the shown report comes from: this device only, or the server (possibly the kept copy while offline). */
export function UploadBadge({ state }: { state: { kind: 'local'; refused: string | null; waitingForConsent?: string | null } | { kind: 'server'; fromCache: boolean } }) {
  if (state.kind === 'local' && state.refused) {
    return (
      <p className={`${styles.badgeLocal} no-print`} role="alert" data-capture-ignore="true">
        这份答卷没有被服务器接受：{state.refused}。答案仍保存在本设备上，没有丢失，请告诉老师。
      </p>
    );
  }
  if (state.kind === 'local') {
    return (
      <p className={`${styles.badgeLocal} no-print`} role="status" data-capture-ignore="true">
        {state.waitingForConsent ?? '已保存在本设备，尚未上传：联网后会自动上传，上传后这里会显示服务器保存的正式结果。'}
      </p>
    );
  }
  return (
    <p className={`${styles.badgeRow} no-print`} data-capture-ignore="true">
      <span className={styles.badgeUploaded}>{state.fromCache ? '已上传（当前离线，显示本设备保存的副本）' : '已上传'}</span>
    </p>
  );
}
