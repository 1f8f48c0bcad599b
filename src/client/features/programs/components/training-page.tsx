import { Link } from '@tanstack/react-router';
import { trainingPages } from '#content/marketing/pages';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
import { ContentPage } from '#client/components/content-page/content-page';
import { HOTLINE } from '#client/components/layout/nav-items';
import { type TrainingKey, trainingLinks, trainingProjectIds } from '../catalog';
import { EnrollPrice } from './enroll-price';
import styles from './programs.module.css';
import { RelatedLinks } from './related-links';

/** A certification training: the content, its price and the sign-up call to action. */
export function TrainingPage({ training }: { training: TrainingKey }) {
  const projectId = trainingProjectIds[training];
  return (
    <ContentPage
      page={trainingPages[training]}
      aside={
        <div className={styles.cta}>
          <EnrollPrice projectId={projectId} />
          <div className={styles.ctaActions}>
            <Link to="/sign-up" search={{ project: projectId }} className={`btn btn-primary ${styles.ctaMain}`}>
              立即报名
            </Link>
            <Button className="btn btn-ghost" onClick={() => openBooking({ kind: 'training', slug: training, name: `认证培训 · ${trainingPages[training].title}` })}>
              咨询课程顾问
            </Button>
          </div>
          <p className={styles.ctaNote}>
            在线填写报名表，课程顾问会在1-2个工作日内与你电话联系。咨询热线 <a href={`tel:${HOTLINE}`}>{HOTLINE}</a>
          </p>
        </div>
      }
    >
      <RelatedLinks heading="其他认证培训" links={trainingLinks.filter((l) => l.key !== training)} />
    </ContentPage>
  );
}
