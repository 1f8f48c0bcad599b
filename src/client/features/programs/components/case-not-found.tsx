import { Link } from '@tanstack/react-router';
import { PageHeading } from '#client/components/layout/page-heading';
import styles from './programs.module.css';

export function CaseNotFound() {
  return (
    <div className={`container page ${styles.notFound}`}>
      <PageHeading title="未找到该合作案例" subtitle="这个合作案例不存在，可能是链接有误。你可以回到列表查看全部合作案例。" />
      <Link to="/cooperation" className="btn btn-primary">
        查看全部合作案例
      </Link>
    </div>
  );
}
