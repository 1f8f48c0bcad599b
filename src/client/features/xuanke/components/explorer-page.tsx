import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useUserInfo } from '#client/session/user';
import type { Portrait } from '#shared/profile/portrait';
import { combinationRows, type RowOrder, type SubjectRatings } from '#shared/xuanke/explore';
import { editionForYear } from '#shared/xuanke/edition';
import { provinceModels } from '#content/xuanke/provinces';
import { type ExplorerSearch, explorerView, gaokaoYears, ratingsParam } from '../explorer-search';

import { useXuankeEdition } from '../edition-source';
import { CombinationTable } from './combination-table';
import { EditionNote } from './edition-note';
import { SubjectRatingsPicker } from './subject-ratings';
import { WhatIf } from './what-if';
import styles from './explorer.module.css';

const MODEL_TEXT = {
  '3+1+2': '3+1+2：首选科目在物理、历史中选一门，再选科目在化学、生物、思想政治、地理中选两门，共 12 种组合。',
  '3+3': '3+3：在物理、化学、生物、思想政治、历史、地理中任选三门，共 20 种组合。',
} as const;

/** 选科探索: what each subject combination keeps open, of all programmes and of the student's own suggested 专业类. */
export function ExplorerPage({ search, portrait }: { search: ExplorerSearch; portrait: Portrait | undefined }) {
  useDocumentTitle('选科探索');
  const navigate = useNavigate({ from: '/xuanke' });
  const view = useMemo(() => explorerView(search as Readonly<Record<string, unknown>>), [search]);
  const { data: user } = useUserInfo();
  const data = useXuankeEdition();
  // The edition served applies to some gaokao years only (the 2027 通用版: 2027 on).
  const edition = data.status === 'ready' ? editionForYear([data.meta], view.year) : undefined;
  const table = edition && data.status === 'ready' ? data.table : undefined;
  const suggested = useMemo(() => portrait?.suggestions ?? [], [portrait]);
  const rows = useMemo(
    () =>
      table && view.model
        ? combinationRows(
            table,
            view.model,
            suggested.map((s) => s.code),
            view.ratings,
            view.order,
          )
        : [],
    [table, view.model, view.ratings, view.order, suggested],
  );
  const set = (patch: Partial<ExplorerSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const chosen = rows.find((row) => row.combination.label === view.combo);

  return (
    <div className="container page">
      <div className={styles.page} data-testid="xuanke-explorer">
        <h1 className={styles.title}>选科探索</h1>
        <p className={styles.lead}>选科会决定高考时能报考哪些专业。选好省份和高考年份，看看每一种组合能让多少专业保持可报，以及你自己的建议专业类会不会因此关上。</p>
        {view.problems.length > 0 && (
          <ul className={styles.problems} role="alert">
            {view.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <div className={styles.controls}>
          <label className={styles.field}>
            <span>省份</span>
            <select value={view.province?.name ?? ''} onChange={(event) => set({ province: event.target.value || undefined, combo: undefined })} aria-label="省份">
              <option value="">请选择</option>
              {provinceModels.map((province) => (
                <option key={province.name} value={province.name}>
                  {province.name}（{province.model}）
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>高考年份</span>
            <select value={view.year} onChange={(event) => set({ year: Number(event.target.value) })} aria-label="高考年份">
              {gaokaoYears().map((year) => (
                <option key={year} value={year}>
                  {year}年（{year - 3}年秋入读高一）
                </option>
              ))}
            </select>
          </label>
        </div>
        {view.model && <p className={styles.model}>{MODEL_TEXT[view.model]}</p>}
        {data.status === 'ready' && !edition && (
          <p className={styles.notice} data-testid="xuanke-no-edition">
            {view.year}年参加高考的同学适用的选考科目要求不在本站现有的数据（{data.status === 'ready' ? data.meta.name : ''}）之内，请查阅目标院校公布的要求。
          </p>
        )}
        {edition && <EditionNote edition={edition} />}
        {!view.province && <p className={styles.notice}>先选择你参加高考的省份：它决定了选科模式（3+1+2 或 3+3）。</p>}
        {data.status === 'loading' && <p className={styles.muted}>正在加载选科数据…</p>}
        {edition && view.model && (
          <>
            <SuggestedLine signedIn={Boolean(user)} count={suggested.length} ready={portrait?.ready ?? false} />
            <SubjectRatingsPicker ratings={view.ratings} onChange={(ratings: SubjectRatings) => set({ rate: ratingsParam(ratings) })} />
            <div className={styles.orderBar} role="group" aria-label="排序">
              <span>排序：</span>
              {(
                [
                  ['suggested', '我的建议专业类'],
                  ['programmes', '全部专业'],
                  ['liking', '我喜欢的科目'],
                ] as [RowOrder, string][]
              ).map(([order, label]) => (
                <button
                  key={order}
                  type="button"
                  className={`btn ${view.order === order ? 'btn-primary' : 'btn-ghost'}`}
                  aria-pressed={view.order === order}
                  onClick={() => set({ order })}
                >
                  {label}
                </button>
              ))}
            </div>
            {table && <CombinationTable rows={rows} chosen={view.combo} hasSuggestions={suggested.length > 0} onChoose={(combo) => set({ combo })} />}
            {table && chosen && <WhatIf row={chosen} table={table} suggestions={suggested} edition={edition} />}
          </>
        )}
      </div>
    </div>
  );
}

function SuggestedLine({ signedIn, count, ready }: { signedIn: boolean; count: number; ready: boolean }) {
  if (!signedIn)
    return (
      <p className={styles.muted}>
        <Link to="/login">登录</Link>并完成测评后，这里会按你自己的建议专业类计算每种组合的影响。
      </p>
    );
  if (!count)
    return (
      <p className={styles.muted}>
        你的<Link to="/portrait">生涯画像</Link>
        {ready ? '暂时没有建议专业类' : '还没有建议专业类（完成兴趣或多元智能测评后就有）'}，下面先按全部专业计算。
      </p>
    );
  return (
    <p className={styles.muted}>
      「我的建议专业类」一栏按你<Link to="/portrait">生涯画像</Link>中的 {count} 个建议专业类计算。
    </p>
  );
}
