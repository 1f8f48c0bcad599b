import { Link } from '@tanstack/react-router';
import type { AssessmentKey } from '../../../../shared/assessments/types';
import { useDocumentTitle } from '../../../components/layout/page-heading';
import { useUserInfo } from '../../account/api';
import { cardOf } from '../config';
import { useReport } from '../report-source';
import { ResultSummary } from './result-summary';
import styles from './result-page.module.css';
import { UploadStatus } from './upload-status';

export const DISCLAIMER = '本报告基于你的自我报告生成，反映的是你目前的倾向，仅供生涯探索参考，不是诊断或选拔工具，结果也不是绝对的。如有疑问，欢迎与生涯规划老师或咨询师交流。';

export function ResultPage({ assessment, search }: { assessment: AssessmentKey; search: { attempt?: string; id?: number } }) {
  const card = cardOf(assessment);
  useDocumentTitle(`${card.title}报告`);
  const { data: user } = useUserInfo();
  const state = useReport(assessment, user?.id, search);

  return (
    <div className="container page">
      <article className={`card ${styles.report}`}>
        <h1 className="page-title">{card.title}报告</h1>
        {state.kind === 'loading' && <p role="status">正在加载报告…</p>}
        {state.kind === 'missing' && (
          <div className={styles.missing}>
            <p>{state.message}</p>
            <Link to="/assessment" className="btn btn-primary">
              去做测评
            </Link>
          </div>
        )}
        {(state.kind === 'server' || state.kind === 'local') && (
          <>
            <p className={styles.meta}>
              {state.data.nickname || user?.nickname || user?.username} · 测评时间 {state.data.createtime}
              {state.data.usedtime && ` · 用时 ${state.data.usedtime}`}
            </p>
            {state.kind === 'local' ? (
              <p className={styles.badgeLocal} role="status">
                已保存在本设备，尚未上传：联网后会自动上传，上传后这里会显示服务器保存的正式结果。
              </p>
            ) : (
              <p className={styles.badgeUploaded}>{state.fromCache ? '已上传（当前离线，显示本设备保存的副本）' : '已上传'}</p>
            )}
            <ResultSummary assessment={assessment} data={state.data} />
          </>
        )}
        <p className={styles.disclaimer}>{DISCLAIMER}</p>
        <UploadStatus userId={user?.id} />
      </article>
    </div>
  );
}
