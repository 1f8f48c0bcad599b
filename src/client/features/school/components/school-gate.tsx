import type { ReactNode } from 'react';
import { ApiCode } from '#shared/api/envelope';
import type { SchoolInfo } from '#client/contracts/school.gen';
import { ApiCallError } from '#client/lib/api-client';
import { useSchoolInfo } from '../use-school-info';
import { Loading, LoadProblem } from './load-problem';
import { type Crumb, SchoolPage } from './school-page';

/**
 * Renders its children with the school once the server has said who this is on its staff. Until
 * then, and when it refuses, the page keeps its title and heading: an account not on a school's
 * staff (a student, a parent) sees the server's reason and the way home; a teacher on an
 * administrator's page is told so and sent back to the school's page.
 */
export function SchoolGate({ title, crumbs, admin = false, children }: { title: string; crumbs?: Crumb[]; admin?: boolean; children: (info: SchoolInfo) => ReactNode }) {
  const query = useSchoolInfo();
  if (query.data && (!admin || query.data.role === 'admin')) return <>{children(query.data)}</>;
  return (
    <SchoolPage title={title} crumbs={query.data ? crumbs : undefined}>
      {query.data ? (
        <LoadProblem error={new ApiCallError(ApiCode.FORBIDDEN, '只有学校管理员可以使用这个页面')} back={{ to: '/school', label: '返回学校管理' }} />
      ) : query.isError ? (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Loading />
      )}
    </SchoolPage>
  );
}
