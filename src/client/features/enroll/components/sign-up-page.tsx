import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '#client/components/layout/page-heading';
import { enrollProjectsQuery } from '../enroll-projects';
import { SignUpForm } from './sign-up-form';
import { SignUpNotes } from './sign-up-notes';
import styles from './sign-up.module.css';

/** /sign-up: the form once the trainings are known (the project choice is required), beside what happens next. */
export function SignUpPage({ preselected }: { preselected?: number }) {
  const projects = useQuery(enrollProjectsQuery);
  return (
    <div className="container page">
      <PageHeading title="培训报名" subtitle="选择培训项目并填写信息，课程顾问会在1-2个工作日内与你电话联系" />
      <div className={styles.layout}>
        {projects.data ? (
          <SignUpForm projects={projects.data} preselected={preselected} />
        ) : projects.isError ? (
          <div className={`card ${styles.form}`} role="alert">
            <p>报名项目加载失败，请检查网络后重试。</p>
            <button type="button" className="btn btn-primary" onClick={() => void projects.refetch()}>
              重新加载
            </button>
          </div>
        ) : (
          <div className={`card ${styles.form}`} role="status">
            正在加载报名项目…
          </div>
        )}
        <SignUpNotes />
      </div>
    </div>
  );
}
