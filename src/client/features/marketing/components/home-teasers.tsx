import { Link } from '@tanstack/react-router';
import { homeTeasers } from '#content/marketing/home-teasers';
import { navItems } from '#client/components/layout/nav-items';
import styles from './home-teasers.module.css';

const childrenOf = (to: string) => navItems.find((item) => item.to === to)?.children ?? [];

/** Gaokao consulting, study activities and training: a picture, a short text and the way in. */
export function HomeTeasers() {
  return (
    <div className={styles.grid}>
      <Teaser id="teaser-gaokao" image="/images/marketing/consult.svg" {...homeTeasers.gaokao}>
        <Link to="/consult" className="btn btn-primary">
          预约高考咨询
        </Link>
      </Teaser>
      <Teaser id="teaser-activities" image="/images/marketing/activity-pbl.svg" {...homeTeasers.activities}>
        <LinkList links={childrenOf('/activity/medicine')} label="研学活动" />
      </Teaser>
      <Teaser id="teaser-training" image="/images/marketing/training-teenager.svg" {...homeTeasers.training}>
        <LinkList links={childrenOf('/career/family')} label="专业培训" />
      </Teaser>
    </div>
  );
}

function Teaser({ id, image, title, text, children }: { id: string; image: string; title: string; text: string; children: React.ReactNode }) {
  return (
    <section className={styles.teaser} aria-labelledby={id}>
      <img className={styles.image} src={image} alt="" width={800} height={450} loading="lazy" />
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </section>
  );
}

function LinkList({ links, label }: { links: { label: string; to: string }[]; label: string }) {
  return (
    <ul className={styles.links} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
