import { useQuery } from '@tanstack/react-query';
import type { Expert } from '#client/contracts/marketing.gen';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
import { teamListQuery } from '../api';
import styles from './expert-cards.module.css';
import { QueryView } from '#client/components/query-view/query-view';

/** The expert team with a 预约 button each; `limit` shows only the first few (home page: 4). */
export function ExpertCards({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const query = useQuery(teamListQuery);
  return (
    <QueryView query={query} loadingLabel="正在加载专家团队…">
      {(experts) => (
        <ul className={`${styles.list} ${compact ? styles.compact : ''}`}>
          {experts.slice(0, limit).map((expert) => (
            <ExpertCard key={expert.id} expert={expert} onReserve={() => openBooking({ kind: 'expert', id: expert.id, name: `专家预约 · ${expert.name}` })} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ExpertCard({ expert, onReserve }: { expert: Expert; onReserve: () => void }) {
  return (
    <li className={styles.card}>
      <img className={styles.avatar} src={expert.avatar} alt="" width={96} height={96} loading="lazy" />
      <h3 className={styles.name}>{expert.name}</h3>
      <p className={styles.title}>{expert.title}</p>
      <p className={styles.description}>{expert.description}</p>
      <Button className={`btn btn-primary ${styles.reserve}`} onClick={onReserve} aria-label={`预约${expert.name}`}>
        预约
      </Button>
    </li>
  );
}
