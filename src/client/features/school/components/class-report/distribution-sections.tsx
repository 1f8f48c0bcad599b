import type { ClassSummary } from '#client/contracts/lessons.gen';
import common from '../school.module.css';
import styles from './class-report.module.css';
import { CountBars } from './count-bars';

/** The class's three distributions: Holland first letters and codes, personality types and their clarity, the intelligence profile. */
/** `whole`: 全班, or 全校 for the administrator's roll-up. */
export function DistributionSections({ summary, whole = '全班' }: { summary: ClassSummary; whole?: '全班' | '全校' }) {
  const { hld, mbti, dyzn } = summary;
  return (
    <div className={styles.distributions}>
      <section className={common.section} aria-labelledby="dist-hld">
        <h2 id="dist-hld" className={common.sectionTitle}>
          职业兴趣（霍兰德）
        </h2>
        {summary.completed.hld === 0 ? (
          <p className={common.hint}>还没有同学完成。</p>
        ) : (
          <>
            <h3 className={styles.chartTitle}>代码首字母（最突出的兴趣）</h3>
            <CountBars label="霍兰德代码首字母人数" unit="人" items={hld.means.map((m) => ({ label: `${m.name} ${m.type}`, value: hld.firstLetters[m.type] }))} />
            <h3 className={styles.chartTitle}>{whole}平均分（满分100）</h3>
            <CountBars label={`六种兴趣类型的${whole}平均分`} unit="分" max={100} color="#8b80e8" items={hld.means.map((m) => ({ label: `${m.name} ${m.type}`, value: m.mean }))} />
            <h3 className={styles.chartTitle}>最常见的代码</h3>
            <p className={styles.codes}>
              {hld.codes.slice(0, 8).map((c) => (
                <span key={c.code}>
                  <strong>{c.code}</strong> {c.count}人
                </span>
              ))}
            </p>
          </>
        )}
      </section>
      <section className={common.section} aria-labelledby="dist-mbti">
        <h2 id="dist-mbti" className={common.sectionTitle}>
          性格类型（MBTI）
        </h2>
        {summary.completed.mbti === 0 ? (
          <p className={common.hint}>还没有同学完成。</p>
        ) : (
          <>
            <h3 className={styles.chartTitle}>类型人数</h3>
            <CountBars label="性格类型人数" unit="人" items={mbti.types.map((t) => ({ label: t.type, value: t.count }))} />
            <h3 className={styles.chartTitle}>各维度的偏好与清晰度</h3>
            <table className={common.table}>
              <thead>
                <tr>
                  <th scope="col">维度</th>
                  <th scope="col">偏好人数</th>
                  <th scope="col">尚不明确</th>
                  <th scope="col">平均差值</th>
                </tr>
              </thead>
              <tbody>
                {mbti.dimensions.map((d) => (
                  <tr key={d.dimension}>
                    <th scope="row">
                      {d.poles[0]} / {d.poles[1]}
                    </th>
                    <td className={common.numeric}>
                      {d.counts[0]} / {d.counts[1]}
                    </td>
                    <td className={common.numeric}>{d.undecided}</td>
                    <td className={common.numeric}>{d.meanDifference}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={common.hint}>“尚不明确”指两端得分接近、这一字母还不能确定的同学；平均差值越大，{whole}在这一维度上的偏好越清楚。</p>
          </>
        )}
      </section>
      <section className={common.section} aria-labelledby="dist-dyzn">
        <h2 id="dist-dyzn" className={common.sectionTitle}>
          多元智能
        </h2>
        {summary.completed.dyzn === 0 ? (
          <p className={common.hint}>还没有同学完成。</p>
        ) : (
          <>
            <h3 className={styles.chartTitle}>{whole}平均分（满分90）</h3>
            <CountBars label={`八种智能的${whole}平均分`} unit="分" max={90} color="#2f9e8f" items={dyzn.profile.map((p) => ({ label: p.name, value: p.mean }))} />
            <h3 className={styles.chartTitle}>得分最高的智能</h3>
            <p className={styles.codes}>
              {dyzn.strongest.map((s) => (
                <span key={s.name}>
                  <strong>{s.name}</strong> {s.count}人
                </span>
              ))}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
