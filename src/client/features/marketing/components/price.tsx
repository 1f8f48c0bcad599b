import styles from './price.module.css';

const yuan = (n: number) => `¥${n.toLocaleString('zh-CN')}`;

/** Current price, with the original price struck through (and named for screen readers). */
export function Price({ price, oprice, large = false }: { price: number; oprice: number; large?: boolean }) {
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      <span className="visually-hidden">现价</span>
      <strong className={styles.now}>{yuan(price)}</strong>
      {oprice > price && (
        <del className={styles.old}>
          <span className="visually-hidden">原价</span>
          {yuan(oprice)}
        </del>
      )}
    </p>
  );
}
