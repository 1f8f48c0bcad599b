import type { MbtiReport } from '#shared/assessments/mbti';
import { GuideImage } from '../components/guide-image';
import { ReportSummary } from '../components/report-summary';
import { mbtiSummary } from '../summary/report-summary';
import { Section } from '../components/section';
import styles from '../components/report.module.css';
import { reportMeta } from '../report-meta';
import { MbtiPersonCard } from './mbti-person-card';
import { MbtiRatioBars } from './mbti-ratio-bars';
import { MbtiStrengthChart } from './mbti-strength-chart';
import { MbtiTabs } from './mbti-tabs';
import { MbtiTypeCard } from './mbti-type-card';
import { MbtiSelfCheck, pickedType, useFitPicks, useTypeDescription } from './mbti-self-check';
import local from './mbti.module.css';
import { ProfileNote } from '../components/profile-note';
import { useReportCaveat } from '../components/caveat-notice';

/**
 * The personality report in the spec's order: greeting and note, zoomable instruction image,
 * famous-person card, the eight percentage bars, the tendency-strength chart, the four-letter type
 * and the two tabs.
 */
export function MbtiReportView({ data, nickname }: { data: MbtiReport; nickname: string }) {
  const [picks, pick] = useFitPicks(data);
  const shownType = pickedType(data, picks);
  const d = useTypeDescription(data, shownType);
  // A flagged sheet's type is what this sheet gives, not who the student is (caveat.ts).
  const flagged = useReportCaveat()?.caveat?.kind === 'flagged';
  return (
    <>
      <ReportSummary sentences={mbtiSummary(data)} />
      <Section title="写在前面">
        <div className={local.intro}>
          <div>
            <p className={styles.prose}>{nickname ? `亲爱的${nickname}同学，你好！` : '你好！'}感谢你认真完成本次性格测评。</p>
            <p className={styles.prose}>
              这份报告根据你的选择，描述你在精力来源、信息获取、决策方式和生活态度四个方面的习惯倾向。性格没有好坏之分，每种类型都有自己的长处和需要留意的地方。
            </p>
            <p className={styles.prose}>
              <strong>报告结果并不是绝对的。</strong>
              你正处在快速成长的阶段，性格倾向也会随着经历慢慢变化。如果觉得某些描述不像你，或者有任何疑问，欢迎向学校的生涯规划老师或专业咨询师请教。
            </p>
            <p className={styles.muted}>本测评依据荣格心理类型理论自主编制，不是官方 MBTI® 测评工具。</p>
          </div>
          <GuideImage {...reportMeta.mbti.guide} />
        </div>
      </Section>

      <section className={`${styles.section} ${local.hero}`} aria-label="性格类型与名人卡片">
        <MbtiTypeCard
          label={flagged ? '这次作答得出的类型（还不能作为依据）' : '你的性格类型'}
          result={data.result}
          undecided={data.dimensions.map((dim) => dim.undecided)}
          name={data.description.name}
          subname={data.description.t_subname}
        />
        <MbtiPersonCard d={d} />
      </section>

      <Section title="八种偏好的比例" className={styles.keep}>
        <p className={styles.muted}>每个维度的两种偏好加起来是100%，比例更高的一端就是你在这个维度上的倾向（深色）。</p>
        <MbtiRatioBars dimensions={data.dimensions} />
      </Section>

      <Section title="倾向强度" className={styles.keep}>
        <p className={styles.muted}>
          条形从中间伸向你偏好的一端，长度是两种偏好的百分比之差。图上方的图例从左到右依次是强烈、明显、中等、轻微、中等、明显、强烈。分段标准：差值小于30为轻微，30到45为中等，45到70为明显，70及以上为强烈。差值小于30（比如19题里选了12比7）时，两种倾向分不清，这个字母标为“待确认”。强度表示你选择得有多一致，并不代表这种特质的多少或能力的高低。
        </p>
        <MbtiStrengthChart dimensions={data.dimensions} />
        <table className={local.table}>
          <caption className="visually-hidden">各维度的百分比与差值</caption>
          <thead>
            <tr>
              <th scope="col">维度</th>
              <th scope="col">百分比</th>
              <th scope="col">差值</th>
              <th scope="col">倾向</th>
              <th scope="col">强度</th>
            </tr>
          </thead>
          <tbody>
            {data.dimensions.map((dim) => (
              <tr key={dim.dimension}>
                <td>{dim.poles.join(' / ')}</td>
                <td>
                  {dim.poles[0]} {dim.ratios[0]}% · {dim.poles[1]} {dim.ratios[1]}%
                </td>
                <td>{dim.difference}</td>
                <td>{dim.preferred}</td>
                <td>{dim.strengthLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <section className={`${styles.section} ${local.typeLine}`} aria-label="四字母类型">
        <p>
          {flagged ? '按这次的答案，四个维度合起来是' : '综合四个维度，你的性格类型是'} <strong className={local.typeCode}>{data.result}</strong>
          <span>（{data.description.name}）</span>
          {shownType !== data.result && (
            <span>
              ；按你的自我确认，下面显示的是更像你的 <strong className={local.typeCode}>{shownType}</strong>（{d.name}）的描述
            </span>
          )}
        </p>
        <ProfileNote note={data.profileNote} />
        <MbtiSelfCheck data={data} picks={picks} onPick={pick} />
      </section>

      <MbtiTabs d={d} />
    </>
  );
}
