import { aboutInstrument } from '#content/assessments/about';
import { MIN_RESPONDENTS_TO_PUBLISH, measuredReliability } from '#content/assessments/measured-reliability';
import type { AssessmentKey } from '#shared/assessments/types';
import { Section } from './section';
import styles from './report.module.css';

/**
 * 关于本测评: what the instrument is, what it cannot tell and how steady the scores are, in words a
 * 13-year-old reads aloud; the reliability figures and how the bands were measured are for teachers and
 * parents, collapsed below (给老师和家长).
 */
export function AboutInstrument({ assessment, version }: { assessment: AssessmentKey; version: string }) {
  const about = aboutInstrument[assessment];
  const measured = measuredReliability[assessment];
  const coefficients = measured?.scales.map((s) => s.coefficient) ?? [];
  return (
    <Section title="关于本测评">
      <p className={styles.prose}>{about.what}</p>
      <h3 className={styles.subsectionTitle}>这份结果不能说明什么</h3>
      <ul className={styles.bullets}>
        {about.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
      <h3 className={styles.subsectionTitle}>分数有多稳定</h3>
      <p className={styles.prose}>
        {about.steadiness}
        {version && version !== 'demo' ? ` 题目版本：${version}。` : ''}
      </p>
      <details className={styles.forAdults}>
        <summary>给老师和家长</summary>
        <p className={styles.prose}>
          {measured && measured.version === version
            ? `在 ${measured.respondents} 名学生的首次作答中（${measured.measuredAt} 统计，不含作答质量有问题的答卷），各分量表的内部一致性为 ${Math.min(...coefficients).toFixed(2)}-${Math.max(...coefficients).toFixed(2)}（0.7以上通常认为可以接受）。`
            : `${about.simulated}（0.7以上通常认为可以接受）。真实学生的作答达到 ${MIN_RESPONDENTS_TO_PUBLISH} 份后，我们会计算实际的信度并在这里公布。`}
        </p>
        {about.forAdults.map((text) => (
          <p key={text} className={styles.prose}>
            {text}
          </p>
        ))}
      </details>
    </Section>
  );
}
