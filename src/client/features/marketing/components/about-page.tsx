import { aboutPage } from '#content/marketing/pages';
import { ContentPage } from '#client/components/content-page/content-page';
import { ExpertCards } from './expert-cards';
import styles from './marketing-pages.module.css';

/** Company intro, then the whole expert team (the home page links here with #experts). */
export function AboutPage() {
  return (
    <ContentPage page={aboutPage}>
      <section id="experts" className={styles.block} aria-labelledby="experts-title">
        <h2 id="experts-title" className={styles.blockTitle}>
          专家团队
        </h2>
        <p className={styles.blockLead}>每一位专家都可以预约，顾问会在1个工作日内与你联系确认时间。</p>
        <ExpertCards />
      </section>
    </ContentPage>
  );
}
