import styles from './report.module.css';

/** ASSESSMENTS.md: every report says it is guidance for exploration and suggests talking with a counsellor. */
export const DISCLAIMER =
  '本报告根据你自己的作答生成，反映的是你目前的倾向，仅供生涯探索参考，不是诊断，也不能作为升学、选拔或评价的依据，结果并不是绝对的。兴趣、性格和能力都会随着经历而变化。如有疑问，欢迎与学校的生涯规划老师或专业咨询师交流。';

export function Disclaimer() {
  return (
    <footer className={styles.disclaimer}>
      <h2 className={styles.disclaimerTitle}>温馨提示</h2>
      <p>{DISCLAIMER}</p>
    </footer>
  );
}
