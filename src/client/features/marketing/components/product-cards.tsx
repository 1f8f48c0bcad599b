import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { productListQuery } from '../api';
import { Price } from './price';
import styles from './product-cards.module.css';
import { QueryView } from '#client/components/query-view/query-view';

/** Planning products; each card opens /project/details?id=. */
export function ProductCards() {
  const query = useQuery(productListQuery);
  return (
    // The space is kept while loading, so the sections below do not jump when the cards arrive.
    <div className={query.data ? undefined : styles.reserve}>
      <QueryView query={query} loadingLabel="正在加载规划产品…">
        {(products) => (
          <ul className={styles.list}>
            {products.map((p) => (
              <li key={p.id}>
                <Link to="/project/details" search={{ id: p.id }} className={styles.card}>
                  <img className={styles.cover} src={p.cover} alt="" width={400} height={260} loading="lazy" />
                  <span className={styles.body}>
                    <h3 className={styles.name}>{p.name}</h3>
                    <span className={styles.sub}>{p.sub_name}</span>
                    <Price price={p.price} oprice={p.oprice} />
                    <span className={styles.more}>查看详情</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
