import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ClassBoard } from '#client/contracts/lessons.gen';
import { parseId } from '#shared/validation/formats';
import { BOARD_REFRESH_MS, classBoardQuery } from '#client/features/school/queries';
import { ClassFallback } from '../class-fallback';
import { SchoolPage } from '../school-page';
import common from '../school.module.css';
import { BoardTable } from './board-table';
import { BoardTotals } from './board-totals';
import styles from './board.module.css';
import { ago } from './relative-time';
import { useBoardPush } from './use-board-push';

const crumbs = [{ label: '学校管理', to: '/school' }];

/**
 * /school/class/$classId/board: the live class board. The server pushes each change of the class while it
 * is on screen (useBoardPush; any app instance pushes the same, from PostgreSQL's NOTIFY), and the page asks
 * every 2.5 s whenever that push is not live. It keeps the last figures when the network drops and says how
 * old they are, and counts "n 秒前" by the server's clock.
 */
export function BoardPage() {
  const classId = parseId(useParams({ from: '/_auth/school/class/$classId/board' }).classId);
  const { assignment } = useSearch({ from: '/_auth/school/class/$classId/board' });
  const pushed = useBoardPush(classId, assignment);
  const query = useQuery({ ...classBoardQuery(classId ?? 0, assignment), enabled: classId !== null, refetchInterval: pushed ? false : BOARD_REFRESH_MS });
  const board = query.data;
  const classCrumbs = classId ? [...crumbs, { label: board?.classLabel ?? '班级', to: '/school/class/$classId', params: { classId: String(classId) } }] : crumbs;
  if (classId === null || !board) return <ClassFallback title="课堂看板" crumbs={classCrumbs} classId={classId} query={query} />;
  return <BoardView classId={classId} board={board} fetchedAt={query.dataUpdatedAt} failing={query.isError} crumbs={classCrumbs} />;
}

/** The server's "now" moved on by the time passed on this computer since the answer came. */
function useServerNow(serverNow: number, receivedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return serverNow + Math.max(0, tick - receivedAt);
}

function BoardView({
  classId,
  board,
  fetchedAt,
  failing,
  crumbs,
}: {
  classId: number;
  board: ClassBoard;
  fetchedAt: number;
  failing: boolean;
  crumbs: { label: string; to: string; params?: Record<string, string> }[];
}) {
  const navigate = useNavigate();
  const now = useServerNow(new Date(board.now).getTime(), fetchedAt);
  const stale = failing || Date.now() - fetchedAt > 4 * BOARD_REFRESH_MS;
  const a = board.assignment;
  return (
    <SchoolPage title={`课堂看板 · ${board.classLabel}`} documentTitle="课堂看板" crumbs={crumbs} subtitle={a?.note || undefined} className={styles.boardPage}>
      <div className={styles.toolbar}>
        {board.assignments.length > 1 && (
          <label className={styles.picker}>
            <span className={common.hint}>布置</span>
            <select
              className={common.select}
              value={a?.id ?? ''}
              onChange={(e) =>
                void navigate({ to: '/school/class/$classId/board', params: { classId: String(classId) }, search: { assignment: Number(e.target.value) }, replace: true })
              }
            >
              {board.assignments.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                  {item.state === 'open' ? '（进行中）' : item.state === 'ended' ? '（已结束）' : '（未开始）'}
                </option>
              ))}
            </select>
          </label>
        )}
        {a && (
          <Link to="/school/class/$classId/report" params={{ classId: String(classId) }} search={{ assignment: a.id }} className="btn btn-ghost">
            这次测评的班级报告
          </Link>
        )}
        <p className={`${styles.freshness} ${stale ? styles.stale : ''}`} role="status" aria-live="polite">
          {stale ? `网络中断，下面是 ${ago(fetchedAt, Date.now())} 的情况，恢复后自动更新` : '自动更新中'}
        </p>
      </div>
      {!a ? (
        <p className={common.lead}>这个班级还没有布置测评。请回到班级页面点“布置测评”。</p>
      ) : (
        <>
          <BoardTotals board={board} />
          <BoardTable board={board} now={now} />
          <Devices board={board} now={now} />
        </>
      )}
    </SchoolPage>
  );
}

function Devices({ board, now }: { board: ClassBoard; now: number }) {
  if (board.devices.length === 0) return null;
  return (
    <section className={common.section} aria-labelledby="board-devices">
      <h2 id="board-devices" className={common.sectionTitle}>
        课堂平板
      </h2>
      <p className={common.hint}>平板联网时每答一题就会上报进度；离线时进度和结果保存在平板上，恢复联网后自动补报。</p>
      <ul className={styles.devices}>
        {board.devices.map((d) => (
          <li key={d.id}>
            <strong>{d.label || `平板 ${d.id}`}</strong>
            <span className={common.hint}>
              {d.lastReportAt ? `最近上报 ${ago(new Date(d.lastReportAt).getTime(), now)}` : `最近联网 ${ago(new Date(d.lastSeenAt).getTime(), now)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
