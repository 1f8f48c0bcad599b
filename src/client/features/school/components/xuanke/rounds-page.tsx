import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { XuankeRoundListItem } from '#client/contracts/xuanke-rounds.gen';
import { formatChinaTime } from '#shared/format/time';
import { xuankeRoundsQuery } from '#client/features/school/queries';
import { Loading, LoadProblem } from '../load-problem';
import { SchoolGate } from '../school-gate';
import { SchoolPage } from '../school-page';
import common from '../school.module.css';
import { OpenRoundDialog } from './open-round-dialog';
import styles from './xuanke.module.css';

const crumbs = [{ label: '学校管理', to: '/school' }];

/** /school/xuanke: the rounds this member may read (a teacher: their classes'; an administrator: the school's), newest first; 发起选科意向 opens one. */
export function XuankeRoundsPage() {
  const [opening, setOpening] = useState(false);
  const query = useQuery(xuankeRoundsQuery);
  return (
    <SchoolGate title="选科意向管理">
      {(info) => (
        <SchoolPage
          title="选科意向管理"
          crumbs={crumbs}
          subtitle={`${info.school.name} · ${info.schoolYearName}`}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => setOpening(true)}>
              发起选科意向
            </button>
          }
        >
          <p className={common.hint}>
            发起后，学生在自己的手机或班级平板上登录即可提交打算选考的科目组合（断网时先保存在设备上，联网后自动提交）；截止前可以修改，以最后一次为准。每一轮会与同一班级（或年级）的上一轮比较。
          </p>
          {query.isError ? (
            <LoadProblem error={query.error} onRetry={() => void query.refetch()} back={{ to: '/school', label: '返回学校管理' }} />
          ) : !query.data ? (
            <Loading />
          ) : query.data.length === 0 ? (
            <section className={common.section}>
              <p className={common.lead}>还没有发起过选科意向。</p>
            </section>
          ) : (
            <section className={common.section} aria-label="选科意向列表">
              <ul className={styles.rounds}>
                {query.data.map((round) => (
                  <RoundRow key={round.id} round={round} />
                ))}
              </ul>
            </section>
          )}
          {opening && <OpenRoundDialog info={info} onClose={() => setOpening(false)} />}
        </SchoolPage>
      )}
    </SchoolGate>
  );
}

function RoundRow({ round }: { round: XuankeRoundListItem }) {
  return (
    <li className={styles.roundRow}>
      <span className={`${common.badge} ${round.open ? common.badgeOk : ''}`}>{round.open ? '进行中' : '已结束'}</span>
      <span className={styles.roundText}>
        <Link to="/school/xuanke/$roundId" params={{ roundId: String(round.id) }}>
          <strong>{round.title}</strong>
        </Link>
        <span className={common.hint}>
          {round.scopeLabel} · {round.model} · {formatChinaTime(new Date(round.openedAt))} 发起{round.openedBy ? `（${round.openedBy}）` : ''}
          {round.closesAt && round.open ? ` · ${formatChinaTime(new Date(round.closesAt))} 截止` : ''}
        </span>
      </span>
      <span className={styles.count}>
        已提交 <strong>{round.submitted}</strong>/{round.students}
      </span>
    </li>
  );
}
