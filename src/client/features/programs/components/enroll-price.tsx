import { useQuery } from '@tanstack/react-query';
import { enrollProjectsQuery, formatPrice } from '#client/features/enroll/public';
import styles from './programs.module.css';

/** The training's current fee from the enroll projects (operators change it there, not in the page text). */
export function EnrollPrice({ projectId }: { projectId: number }) {
  const { data } = useQuery(enrollProjectsQuery);
  const project = data?.find((p) => p.id === projectId);
  // Keeps its height while loading so the buttons below do not jump.
  return (
    <p className={styles.price} aria-live="polite">
      {project && (
        <>
          <span className={styles.priceLabel}>培训费用</span>
          <strong className={styles.priceValue}>{formatPrice(project.price)}</strong>
          <span className={styles.priceUnit}>/ 人</span>
        </>
      )}
    </p>
  );
}
