import { Link } from '@tanstack/react-router';
import styles from './profile-links.module.css';

/** Under the three tests: where their results meet (the 生涯画像) and what they mean for 选科. */
export function ProfileLinks() {
  return (
    <section className={styles.links} aria-label="测评之后">
      <Link to="/portrait" className={styles.card}>
        <strong>生涯画像</strong>
        <span>完成任意两项测评后，把结果放在一起看：你的主要特点、可以了解的专业类，每条建议都写明依据。</span>
      </Link>
      <Link to="/xuanke" className={styles.card}>
        <strong>选科探索</strong>
        <span>3+1+2 和 3+3 的每种选科组合能报考多少专业，会不会关上你感兴趣的专业类。</span>
      </Link>
    </section>
  );
}
