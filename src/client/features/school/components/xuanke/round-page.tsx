import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { type XuankeRoundView, xuankeRoundsApi } from '#client/contracts/xuanke-rounds.gen';
import { formatChinaTime } from '#shared/format/time';
import { parseId } from '#shared/validation/formats';
import { Button } from '#client/components/button/throttled-button';
import { showAlert } from '#client/components/dialog/dialog-store';
import { callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { toast } from '#client/lib/toast-store';
import { xuankeRoundQuery } from '#client/features/school/queries';
import { schoolKeys } from '#client/features/school/query-keys';
import { ClassFallback } from '../class-fallback';
import { SchoolPage } from '../school-page';
import common from '../school.module.css';
import { ROUND_COLUMNS } from './round-columns';
import styles from './xuanke.module.css';

const crumbs = [
  { label: '学校管理', to: '/school' },
  { label: '选科意向管理', to: '/school/xuanke' },
];

/** /school/xuanke/$roundId: who submitted, the counts, the changes since the previous round, who closes their own suggested 专业类; Excel and print. */
export function XuankeRoundPage() {
  const roundId = parseId(useParams({ from: '/_auth/school/xuanke/$roundId' }).roundId);
  const query = useQuery({ ...xuankeRoundQuery(roundId ?? 0), enabled: roundId !== null });
  if (roundId === null || !query.data) return <ClassFallback title="选科意向汇总" crumbs={crumbs} classId={roundId} query={query} />;
  return <RoundView view={query.data} />;
}

const percent = (n: number, of: number) => (of ? `${Math.round((n / of) * 1000) / 10}%` : '—');

function RoundView({ view }: { view: XuankeRoundView }) {
  const { round, counts } = view;
  const [exporting, setExporting] = useState(false);
  const missing = view.students.filter((s) => !s.choice);
  const exportExcel = async () => {
    setExporting(true);
    try {
      await (await import('./export-round-xlsx')).exportRound(view);
      toast.success('已开始下载Excel文件');
    } finally {
      setExporting(false);
    }
  };
  const close = async () => {
    if (!(await showAlert({ title: '结束这一轮选科意向？', content: '结束后学生不能再提交或修改；已提交的选择保留。', hasCancel: true, confirmText: '结束' }))) return;
    await callApi(xuankeRoundsApi.closeXuankeRound, { roundId: round.id });
    toast.success('已结束');
    await Promise.all([schoolKeys.personal.xuankeRound(round.id), schoolKeys.personal.xuankeRounds()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const maxCount = Math.max(1, ...counts.combinations.map((c) => c.count));
  return (
    <SchoolPage
      title={round.title}
      documentTitle="选科意向汇总"
      crumbs={crumbs}
      subtitle={`${view.schoolName} · ${round.scopeLabel} · ${round.model} · ${round.open ? '进行中' : '已结束'}${round.closesAt ? ` · 截止 ${formatChinaTime(new Date(round.closesAt))}` : ''} · 更新于 ${formatChinaTime(new Date(view.generatedAt))}`}
      actions={
        <>
          <Button className="btn btn-primary" onClick={exportExcel} disabled={exporting}>
            导出Excel（排课用）
          </Button>
          <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
            打印
          </button>
          {round.open && (
            <button type="button" className="btn btn-ghost" onClick={() => void close()}>
              结束本轮
            </button>
          )}
        </>
      }
    >
      <section className={`${common.section} ${styles.summary}`} aria-label="提交情况">
        <p>
          <span className={common.hint}>已提交</span>
          <strong data-testid="submitted-count">
            {counts.submitted}/{view.students.length}
          </strong>
          <span className={common.hint}>人</span>
        </p>
        <div>
          <p className={common.hint}>未提交（{missing.length}人）</p>
          <p className={styles.names}>{missing.length ? missing.map((s) => (view.round.scope === 'grade' ? `${s.classLabel} ${s.name}` : s.name)).join('、') : '全部已提交'}</p>
        </div>
      </section>

      <div className={styles.twoColumns}>
        <section className={common.section} aria-labelledby="by-combination">
          <h2 id="by-combination" className={common.sectionTitle}>
            各组合人数
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">选科组合</th>
                <th scope="col">人数</th>
                <th scope="col">占比</th>
              </tr>
            </thead>
            <tbody>
              {counts.combinations.map((c) => (
                <tr key={c.label} className={c.count === 0 ? styles.zero : ''}>
                  <th scope="row">
                    {c.label}
                    <span className={styles.bar} style={{ width: `${(c.count / maxCount) * 100}%` }} aria-hidden="true" />
                  </th>
                  <td>{c.count}</td>
                  <td>{percent(c.count, counts.submitted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className={common.section} aria-labelledby="by-subject">
          <h2 id="by-subject" className={common.sectionTitle}>
            各科目人数
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">科目</th>
                <th scope="col">人数</th>
                <th scope="col">占比</th>
              </tr>
            </thead>
            <tbody>
              {counts.subjects.map((s) => (
                <tr key={s.subject}>
                  <th scope="row">{s.subject}</th>
                  <td>{s.count}</td>
                  <td>{percent(s.count, counts.submitted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={common.hint}>占比按已提交人数计算；每人选 3 科，各科人数之和是提交人数的 3 倍。</p>
        </section>
      </div>

      <Changes view={view} />
      <Closing view={view} />

      <section className={common.section} aria-labelledby="student-list">
        <h2 id="student-list" className={common.sectionTitle}>
          学生名单
        </h2>
        <div className={styles.scroll}>
          <table className={`${styles.table} ${styles.lines}`}>
            <thead>
              <tr>
                {ROUND_COLUMNS.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.students.map((s) => (
                <tr key={s.studentId} className={s.choice ? '' : styles.zero}>
                  {ROUND_COLUMNS.map((c) => {
                    const value = c.value(s);
                    return <td key={c.header}>{value instanceof Date ? formatChinaTime(value) : value}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </SchoolPage>
  );
}

function Changes({ view }: { view: XuankeRoundView }) {
  if (!view.previous || !view.changes) {
    return (
      <section className={common.section} aria-labelledby="changes">
        <h2 id="changes" className={common.sectionTitle}>
          与上一轮相比
        </h2>
        <p className={common.lead}>这是{view.round.scopeLabel}的第一轮选科意向；下一轮会与这一轮比较。</p>
      </section>
    );
  }
  const { changes } = view;
  const nameOf = new Map(view.students.map((s) => [s.studentId, view.round.scope === 'grade' ? `${s.classLabel} ${s.name}` : s.name]));
  return (
    <section className={common.section} aria-labelledby="changes">
      <h2 id="changes" className={common.sectionTitle}>
        与上一轮相比（{view.previous.title}）
      </h2>
      <p>
        改变组合 <strong>{changes.moved.length}</strong> 人 · 未变 {changes.kept} 人 · 本轮新提交 {changes.added} 人 · 上一轮提交、本轮尚未提交 {changes.missing} 人
      </p>
      {changes.flows.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">上一轮</th>
                <th scope="col">本轮</th>
                <th scope="col">人数</th>
                <th scope="col">学生</th>
              </tr>
            </thead>
            <tbody>
              {changes.flows.map((f) => (
                <tr key={`${f.from}→${f.to}`}>
                  <td>{f.from}</td>
                  <td>{f.to}</td>
                  <td>{f.count}</td>
                  <td>
                    {changes.moved
                      .filter((m) => m.from === f.from && m.to === f.to)
                      .map((m) => nameOf.get(m.studentId))
                      .join('、')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Closing({ view }: { view: XuankeRoundView }) {
  const rows = view.students
    .filter((s) => s.choice && s.suggested && s.suggested.closed.length > 0)
    .sort((a, b) => b.suggested!.closed.length - a.suggested!.closed.length || b.suggested!.closed.length / b.suggested!.total - a.suggested!.closed.length / a.suggested!.total);
  const withSuggestions = view.students.filter((s) => s.choice && s.suggested).length;
  return (
    <section className={common.section} aria-labelledby="closing">
      <h2 id="closing" className={common.sectionTitle}>
        意向组合与推荐专业类
      </h2>
      <p className={common.hint}>
        根据每位同学最近的测评结果推荐专业类，对照「{view.edition.name}」中各专业类的{view.edition.label}，列出意向组合不满足要求的专业类，按个数排序。专业类的要求只是常见情况，
        {view.edition.disclaimer}。这是与学生交流的起点，不是结论。
      </p>
      {withSuggestions === 0 ? (
        <p className={common.lead}>已提交的同学还没有可用于推荐专业类的测评结果。</p>
      ) : rows.length === 0 ? (
        <p className={common.lead}>有推荐专业类的 {withSuggestions} 位同学，意向组合都满足各自推荐专业类的常见要求。</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">学生</th>
                <th scope="col">意向组合</th>
                <th scope="col">不满足的推荐专业类</th>
                <th scope="col">专业类及常见要求</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.studentId}>
                  <td className={styles.nowrap}>{view.round.scope === 'grade' ? `${s.classLabel} ${s.name}` : s.name}</td>
                  <td className={styles.nowrap}>{s.choice!.combination}</td>
                  <td className={styles.nowrap}>
                    {s.suggested!.closed.length}/{s.suggested!.total}
                  </td>
                  <td className={styles.closedList}>{s.suggested!.closed.map((c) => `${c.name}（${c.requirement}）`).join('、')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
