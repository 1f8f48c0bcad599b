import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { AboutInstrument } from '../components/about-instrument';
import { ReportFrame } from '../components/report-frame';
import styles from '../components/report.module.css';
import { reportMeta } from '../report-meta';
import type { ReportView } from '../report-view';

/** A complete sample report with demo data, clearly labelled as a sample (/preview/hld, /preview/dyzn, /preview/mbti). */
export function PreviewReportPage<K extends AssessmentKey>({ assessment, build, View }: { assessment: K; build: () => ResultData<K>; View: ReportView<K> }) {
  const data = useMemo(build, [build]);
  const meta = reportMeta[assessment];
  return (
    <ReportFrame
      info={{ title: meta.title, nickname: data.nickname, createtime: data.createtime, usedtime: data.usedtime, reportlogo: data.orginfo.reportlogo, sample: true }}
      notice={
        <p className={styles.sampleNotice} role="note">
          示例报告：以下内容由演示数据生成，只用来展示报告的样子，不是任何真实同学的测评结果。
        </p>
      }
      actions={
        <Link to="/assessment" className="btn btn-ghost">
          我也来测一测
        </Link>
      }
    >
      <View data={data} nickname={data.nickname} />
      <AboutInstrument assessment={data.assessment} version={data.version} />
    </ReportFrame>
  );
}
