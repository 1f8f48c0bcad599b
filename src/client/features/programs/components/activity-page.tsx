import { activityPages } from '#content/marketing/pages';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
import { ContentPage } from '#client/components/content-page/content-page';
import { HOTLINE } from '#client/components/layout/nav-items';
import { type ActivityKey, activityLinks } from '../catalog';
import styles from './programs.module.css';
import { RelatedLinks } from './related-links';

/** A study activity: the content and a consult call to action (dates and groups are arranged by phone). */
export function ActivityPage({ activity }: { activity: ActivityKey }) {
  return (
    <ContentPage
      page={activityPages[activity]}
      aside={
        <div className={styles.cta}>
          <div className={styles.ctaActions}>
            <Button
              className={`btn btn-primary ${styles.ctaMain}`}
              onClick={() => openBooking({ kind: 'activity', slug: activity, name: `研学活动 · ${activityPages[activity].title}` })}
            >
              咨询报名
            </Button>
            <a href={`tel:${HOTLINE}`} className="btn btn-ghost">
              电话 {HOTLINE}
            </a>
          </div>
          <p className={styles.ctaNote}>活动按期开班、名额有限。留下咨询后，老师会与你确认场次、年龄要求和费用。</p>
        </div>
      }
    >
      <RelatedLinks heading="更多研学活动" links={activityLinks.filter((l) => l.key !== activity)} />
    </ContentPage>
  );
}
