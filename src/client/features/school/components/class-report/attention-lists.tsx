import type { ClassReportRow } from '#client/contracts/lessons.gen';
import common from '../school.module.css';
import styles from './class-report.module.css';

const LISTS = [
  { reason: 'retest', title: '建议重测', hint: '作答过快、前后矛盾或几乎全选同一个选项，结果不可靠。请在合适的时候让这些同学重新安静地完成。' },
  { reason: 'flat-hld', title: '兴趣尚未分化', hint: '六种兴趣得分接近，还没有特别突出的方向。多参加不同类型的活动，过一段时间再测。' },
  { reason: 'flat-dyzn', title: '智能剖面平坦', hint: '八种智能得分接近。可以和学生聊聊在哪些事情上最投入、最有成就感。' },
  { reason: 'apart', title: '三项结果方向不一致', hint: '兴趣、性格和智能指向的方向不太一样。这很常见，值得请学生说说自己的想法。' },
] as const;

/** The lists a counsellor acts on, each with what it means and what to do. */
export function AttentionLists({ rows }: { rows: ClassReportRow[] }) {
  return (
    <section className={common.section} aria-labelledby="attention-title">
      <h2 id="attention-title" className={common.sectionTitle}>
        需要关注的同学
      </h2>
      <div className={styles.attention}>
        {LISTS.map((list) => {
          const names = rows.filter((r) => r.reasons.includes(list.reason));
          return (
            <div key={list.reason} data-list={list.reason}>
              <h3 className={styles.chartTitle}>
                {list.title}（{names.length}人）
              </h3>
              <p className={common.hint}>{list.hint}</p>
              <p className={styles.names}>{names.length ? names.map((r) => r.name).join('、') : '无'}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
