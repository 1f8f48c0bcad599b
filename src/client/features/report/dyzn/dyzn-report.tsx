import type { DyznReport } from '#shared/assessments/dyzn';
import { GuideImage } from '../components/guide-image';
import { ReportSummary } from '../components/report-summary';
import { dyznSummary } from '../summary/report-summary';
import { Section } from '../components/section';
import styles from '../components/report.module.css';
import { reportMeta } from '../report-meta';
import { DyznAnalysis } from './dyzn-analysis';
import { DyznBarChart } from './dyzn-bar-chart';
import { DyznLadder } from './dyzn-ladder';
import local from './dyzn.module.css';
import { ProfileNote } from '../components/profile-note';

/** The multiple-intelligences report: greeting and guide, bar chart, four-level ladder, per-intelligence analysis. */
export function DyznReportView({ data, nickname }: { data: DyznReport; nickname: string }) {
  const all = data.result_description.flatMap((g) => g.list);
  const max = Math.max(...all.map((i) => i.score));
  const first = all.filter((i) => max - i.score < data.band).sort((a, b) => b.score - a.score);
  const top = data.profile === 'flat' ? '' : first.map((i) => `${i.name}（${i.score}分）`).join('、');
  const tied = first.length > 1 && first.every((i) => i.score === first[0].score);
  return (
    <>
      <ReportSummary sentences={dyznSummary(data)} />
      <Section title="写在前面">
        <div className={local.intro}>
          <div>
            <p className={styles.prose}>{nickname ? `${nickname}同学，你好！` : '你好！'}感谢你认真完成多元智能测评。</p>
            <p className={styles.prose}>
              每个人都同时拥有八种智能，只是强弱的组合各不相同。本报告把你的八种智能放在一起比较、排出顺序：排名只和你自己比，不和其他同学比，所以「弱势」只表示它在你自己身上相对靠后，并不代表你做不好。
            </p>
            <p className={styles.prose}>得分按你对每道题的自评计算，满分90分。结果并不是绝对的，如有疑问可以请教生涯规划老师或咨询师。</p>
          </div>
          <GuideImage {...reportMeta.dyzn.guide} />
        </div>
      </Section>
      <Section title="八种智能得分">
        <p className={styles.prose}>
          {top ? (
            <>
              在你的八种智能中，得分最高的是<strong>{top}</strong>
              {first.length > 1 ? (tied ? '（并列）' : `（相差不到${data.band}分，在测量误差范围内，分不出谁更高）`) : ''}。
            </>
          ) : (
            '你的八种智能得分很接近，这次的作答看不出哪一种相对更强。'
          )}
        </p>
        <ProfileNote note={data.profileNote} />
        <DyznBarChart names={data.scoreNameList} scores={data.scoreNumList} colors={data.scoreColorList} />
      </Section>
      <Section title="四级阶梯" className={styles.keep}>
        <p className={styles.muted}>
          自评分数有测量误差：两项相差不到{data.band}分时，分不出哪一项更强。所以分级看的是和你自己最高分、最低分的距离，而不是名次：和最高分相差不到{data.band}
          分的是优势（还需要达到45分）；明显高于最低分、又明显低于最高分的是较优势；和最低分相差不到{data.band}
          分、又明显低于最高分的是弱势；和两头都分不开的是一般。有的级别可能是空的。
        </p>
        <DyznLadder groups={data.result_description} band={data.band} />
      </Section>
      <Section title="各项智能分析">
        <DyznAnalysis groups={data.result_description} />
      </Section>
    </>
  );
}
