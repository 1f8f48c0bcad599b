import type { HldReport } from '#shared/assessments/hld';
import { GuideImage } from '../components/guide-image';
import { ReportSummary } from '../components/report-summary';
import { hldSummary } from '../summary/report-summary';
import { Section } from '../components/section';
import { TextBlock } from '../components/text-block';
import styles from '../components/report.module.css';
import { reportMeta } from '../report-meta';
import { HldAnalysis } from './hld-analysis';
import { HldHexagon } from './hld-hexagon';
import { HldIndices } from './hld-indices';
import { HldRadar } from './hld-radar';
import local from './hld.module.css';
import { ProfileNote } from '../components/profile-note';
import { useReportCaveat } from '../components/caveat-notice';

/** The career-interest report: combination type, radar, hexagon, suggestions, traits, per-type analysis, indices. */
export function HldReportView({ data, nickname }: { data: HldReport; nickname: string }) {
  const flat = data.profile === 'flat';
  const leaders = data.leaders ?? [];
  const leaderNames = leaders.map((l) => l.name).join('、');
  const tiedLeaders = leaders.length > 1 && leaders.every((l) => l.score === leaders[0].score);
  // A flagged sheet's code is what this sheet gives, not who the student is (caveat.ts).
  const flagged = useReportCaveat()?.caveat?.kind === 'flagged';
  const heroLabel = flagged ? '这次作答得出的兴趣组合（还不能作为依据）' : flat ? '按分数排出的兴趣组合（只是几种可能之一）' : '你的兴趣组合类型';
  return (
    <>
      <ReportSummary sentences={hldSummary(data)} />
      <Section title="写在前面">
        <div className={local.intro}>
          <div>
            <p className={styles.prose}>{nickname ? `${nickname}同学，你好！` : '你好！'}感谢你认真完成霍兰德职业兴趣测评。</p>
            <p className={styles.prose}>
              霍兰德把人的职业兴趣分成六种类型：现实型（R）、研究型（I）、艺术型（A）、社会型（S）、企业型（E）和常规型（C）。每种类型按你的作答计算0-100分，得分最高的三种组成你的兴趣代码。
            </p>
            <p className={styles.prose}>兴趣会随着经历不断变化，这份结果并不是绝对的。如有疑问，可以请教生涯规划老师或咨询师。</p>
          </div>
          <GuideImage {...reportMeta.hld.guide} />
        </div>
      </Section>

      <section className={`${styles.section} ${local.hero}`} aria-labelledby="hld-code">
        <p className={local.heroLabel}>{heroLabel}</p>
        <h2 id="hld-code" className={local.heroCode} data-nav-title="兴趣代码">
          {data.type} · {data.group_type}
        </h2>
        <p className={local.heroNames}>{data.name}</p>
        {leaders.length > 1 && (
          <p className={local.alternatives}>
            {leaderNames}的得分{tiedLeaders ? '并列最高' : `都在最高分的${data.band}分以内`}，分不出谁更强，代码里它们的先后可以互换。
          </p>
        )}
        {data.alternatives.length > 0 && (
          <p className={local.alternatives}>
            第三位有分数相同的兴趣，分数同样支持：{data.alternatives.map((a) => `${a.type}（${a.group_type}）`).join('、')}。这几种组合都可以参考，不必只看一个代码。
          </p>
        )}
        <ProfileNote note={data.profileNote} className={local.onHero} />
        <p className={styles.prose}>
          {flat ? '如果按这个组合来看：' : ''}
          {data.group_description}
        </p>
        {data.nearTies.length > 0 && (
          <div className={local.nearTies} role="note">
            <p className={local.nearTiesTitle}>分数接近的提示</p>
            <ul className={styles.bullets}>
              {data.nearTies.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <div className={local.charts}>
        <Section title="兴趣雷达图" className={styles.keep}>
          <HldRadar scorelist={data.scorelist} code={data.type} />
          <p className={local.hexCaption}>每条轴满分100分，网格每格20分；每种类型名称下是它的得分，加粗的是你得分最高的三种。</p>
        </Section>
        <Section title="兴趣六边形" className={styles.keep}>
          <HldHexagon scorelist={data.scorelist} code={data.type} />
        </Section>
      </div>

      <Section title="专业与职业建议">
        <p className={styles.muted}>
          {flat
            ? `你的六种兴趣还没有明显的偏向，下面只是按分数排出的一种组合（${data.type}）可以了解的方向，供你参考：`
            : `适合「${data.group_type}」兴趣组合（${data.type}）的方向：`}
        </p>
        <h3 className={styles.subsectionTitle}>建议了解的专业</h3>
        <TextBlock text={data.group_major} as="names" />
        <h3 className={`${styles.subsectionTitle} ${local.gap}`}>建议了解的职业</h3>
        <TextBlock text={data.group_occupation} as="names" />
      </Section>

      {leaders.length === 0 ? (
        <Section title="基本特征">
          <p className={styles.prose}>
            你的六种兴趣得分很接近，这次没有哪一种明显突出，所以这里不单独介绍某一种类型。可以读一读下面「各类型分析」里每种类型的介绍，看看哪些描述更像你。
          </p>
        </Section>
      ) : (
        <>
          <Section title={`基本特征：${leaderNames}`}>
            <p className={styles.muted}>
              {leaders.length === 1
                ? `${leaderNames}是你得分最高的兴趣类型，这类人通常：`
                : `${leaderNames}的得分${tiedLeaders ? '并列最高' : `很接近（相差不到${data.band}分，在测量误差范围内）`}，下面分别介绍：`}
            </p>
            {leaders.map((l) => (
              <div key={l.type}>
                {leaders.length > 1 && (
                  <h3 className={styles.subsectionTitle}>
                    {l.name}（{l.score}分）
                  </h3>
                )}
                <TextBlock text={l.nature} />
              </div>
            ))}
          </Section>

          <Section title="适合的专业和职业">
            <p className={styles.muted}>与{leaderNames}兴趣相符的专业和职业：</p>
            {leaders.map((l) => (
              <div key={l.type}>
                {leaders.length > 1 && <h3 className={`${styles.subsectionTitle} ${local.gap}`}>{l.name}</h3>}
                <h3 className={styles.subsectionTitle}>适合的专业</h3>
                <TextBlock text={l.major} as="names" />
                <h3 className={`${styles.subsectionTitle} ${local.gap}`}>适合的职业</h3>
                <TextBlock text={l.occupation} as="names" />
              </div>
            ))}
          </Section>
        </>
      )}

      <Section title="各类型分析">
        <HldAnalysis analysis={data.analysis} flat={flat} />
      </Section>

      <Section title="一致性与区分度" className={styles.keep}>
        <HldIndices data={data} />
      </Section>
    </>
  );
}
