import { ReportLogo } from './report-logo';
import styles from './report.module.css';

export interface ReportHeaderInfo {
  title: string;
  nickname: string;
  createtime: string;
  usedtime: string;
  reportlogo: string;
  sample?: boolean;
}

/** Title and the labelled info block: name, test time, time used. */
export function ReportHeader({ info }: { info: ReportHeaderInfo }) {
  return (
    <header className={styles.head}>
      <ReportLogo reportlogo={info.reportlogo} />
      {/* The report's text painted: its charts load only after this (tests/e2e/loaded-js.spec.ts). */}
      <h1 className={styles.title} elementtiming="report-title">
        {info.title}
        {info.sample && <span className={styles.sampleTag}>示例</span>}
      </h1>
      <dl className={styles.info}>
        <div>
          <dt>姓名：</dt>
          <dd>{info.nickname || '—'}</dd>
        </div>
        <div>
          <dt>测评时间：</dt>
          <dd>{info.createtime || '—'}</dd>
        </div>
        <div>
          <dt>用时：</dt>
          <dd>{info.usedtime || '—'}</dd>
        </div>
      </dl>
    </header>
  );
}
