import { Link } from '@tanstack/react-router';
import { cooperationCases } from '#content/marketing/cooperation';
import { PageHeading } from '#client/components/layout/page-heading';
import styles from './programs.module.css';

/** /cooperation: the four partner cases, each with a details button. */
export function CooperationList() {
  return (
    <div className="container page">
      <PageHeading title="合作案例" subtitle="讲座、课堂建设、教师认证培训与研学基地合作：我们与学校和机构一起做的事" />
      <ul className={styles.cases}>
        {cooperationCases.map((item) => (
          <li key={item.id} className={styles.caseCard}>
            <img className={styles.caseCover} src={item.cover} alt={item.page.imageAlt} width={800} height={450} loading="lazy" />
            <div className={styles.caseBody}>
              <h2 className={styles.caseTitle}>{item.title}</h2>
              <p className={styles.caseSummary}>{item.summary}</p>
              <Link
                to="/cooperation/$id"
                params={{ id: String(item.id) }}
                className={`btn btn-ghost ${styles.caseButton}`}
                aria-label={`查看详情：${item.title}`}
              >
                查看详情
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
