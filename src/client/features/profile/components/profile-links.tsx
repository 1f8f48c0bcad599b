import { Link } from '@tanstack/react-router';
import styles from './profile-links.module.css';

/** Under the three tests: where their results meet (the 生涯画像) and what they mean for 选科. */
export function ProfileLinks() {
  return (
    <section className={styles.links} aria-label="测评之后">
      <Link to="/portrait" className={styles.card}>
        <strong>生涯画像</strong>
        <span>做完两项测评，看你的特点和可以了解的专业类</span>
      </Link>
      <Link to="/xuanke" className={styles.card}>
        <strong>选科探索</strong>
        <span>每种选科组合能报考多少专业</span>
      </Link>
    </section>
  );
}
