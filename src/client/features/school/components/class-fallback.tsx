import { ApiCode } from '#shared/api/envelope';
import { ApiCallError } from '#client/lib/api-client';
import { Loading, LoadProblem } from './load-problem';
import { type Crumb, SchoolPage } from './school-page';

/**
 * A class's page before its data is there: no such class in the address, the server's refusal (with
 * 重新加载 when the network failed), or loading. The page's own title stays, so the tab reads right.
 */
export function ClassFallback({
  title,
  crumbs,
  classId,
  query,
  back = { to: '/school', label: '返回学校管理' },
}: {
  title: string;
  crumbs: Crumb[];
  classId: number | null;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  back?: { to: string; label: string };
}) {
  return (
    <SchoolPage title={title} crumbs={crumbs}>
      {classId === null ? (
        <LoadProblem error={new ApiCallError(ApiCode.NOT_FOUND, '班级不存在')} back={back} />
      ) : query.isError ? (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} back={back} />
      ) : (
        <Loading />
      )}
    </SchoolPage>
  );
}
