import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { homeTeasers } from '#content/marketing/home-teasers';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { BannerCarousel } from './banner-carousel';
import { ConsultBand } from './consult-band';
import { ExpertCards } from './expert-cards';
import styles from './home-page.module.css';
import { HomeTeasers } from './home-teasers';
import { ProductCards } from './product-cards';

export const HOME_EXPERTS = 4;

/** `assessments` is the assessment cards, composed in by the route (features do not import each other). */
export function HomePage({ assessments }: { assessments: ReactNode }) {
  useDocumentTitle('首页');
  return (
    <>
      {/* The banner carries the visual headline; the page's one h1 names the site for screen readers. */}
      <h1 className="visually-hidden">生涯规划 · 青少年生涯教育平台</h1>
      <BannerCarousel />
      <div className={`container ${styles.page}`}>
        <HomeSection id="home-products" title="规划产品" lead="从选科到志愿填报，按孩子所处的阶段选择合适的规划服务。">
          <ProductCards />
        </HomeSection>
        <HomeSection id="home-assessment" title={homeTeasers.assessment.title} lead={homeTeasers.assessment.text} more={<Link to="/assessment">全部测评</Link>}>
          {assessments}
        </HomeSection>
        <HomeSection
          id="home-experts"
          title="专家团队"
          lead="经验丰富的规划师与讲师，预约后顾问会在1个工作日内与你联系。"
          more={
            <Link to="/about" hash="experts">
              查看全部专家
            </Link>
          }
        >
          <ExpertCards limit={HOME_EXPERTS} compact />
        </HomeSection>
        <HomeTeasers />
        <ConsultBand />
      </div>
    </>
  );
}

function HomeSection({ id, title, lead, more, children }: { id: string; title: string; lead: string; more?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.head}>
        <div>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lead}>{lead}</p>
        </div>
        {more && <p className={styles.more}>{more}</p>}
      </div>
      {children}
    </section>
  );
}
