import type { ReactNode } from 'react';
import type { MbtiTypeContent } from '#shared/assessments/types';
import { Section } from '../components/section';
import { TextBlock } from '../components/text-block';
import styles from '../components/report.module.css';

export type MbtiField = { title: string; render: (d: MbtiTypeContent) => ReactNode };

const prose = (key: keyof MbtiTypeContent) => (d: MbtiTypeContent) => <TextBlock text={d[key]} />;
const names = (key: keyof MbtiTypeContent) => (d: MbtiTypeContent) => <TextBlock text={d[key]} as="names" />;

/** 测评分析报告: the spec's evaluation sections in order. */
export const evaluationFields: MbtiField[] = [
  {
    title: '类型名称',
    render: (d) => (
      <p>
        <strong>
          {d.type} · {d.name}
        </strong>
        ：{d.t_subname}
      </p>
    ),
  },
  { title: '性格特征', render: prose('t_nature') },
  { title: '领导模式', render: prose('t_leader') },
  { title: '学习模式', render: prose('t_learn') },
  { title: '潜在弱点', render: prose('t_defect') },
  { title: '发展建议', render: prose('t_develop') },
  { title: '工作环境倾向', render: prose('t_work') },
  { title: '适合的领域', render: names('t_domain') },
  { title: '适合的职业', render: names('t_occupation') },
  { title: '适合的专业', render: names('t_major') },
];

/** 报告解读 (for the student with a counsellor): the spec's interpretation sections in order. */
export const interpretationFields: MbtiField[] = [
  {
    title: '类型别称',
    render: (d) => (
      <ul className={styles.chips}>
        <li>{d.z_subname}</li>
        <li>{d.z_subname2}</li>
      </ul>
    ),
  },
  { title: '性格特征', render: prose('z_nature') },
  { title: '可能的盲点', render: prose('z_blackspot') },
  { title: '做事方式的四个层次', render: prose('z_fun') },
  { title: '解决问题的方式', render: prose('z_question') },
  { title: '工作中的优势', render: prose('z_work_advantage') },
  { title: '工作中的劣势', render: prose('z_work_inferiority') },
  { title: '适合的岗位特质', render: prose('z_station') },
  { title: '适合的职业', render: names('z_occupation') },
  { title: '对组织的贡献', render: prose('z_devote') },
  { title: '领导风格', render: prose('z_leader') },
  { title: '潜在的缺陷', render: prose('z_defect') },
  { title: '适合的工作环境', render: prose('z_work_ambient') },
  { title: '个人发展建议', render: prose('z_develop') },
];

export function MbtiFieldList({ fields, d }: { fields: MbtiField[]; d: MbtiTypeContent }) {
  return (
    <>
      {fields.map((f) => (
        <Section key={f.title} title={f.title} level={3}>
          {f.render(d)}
        </Section>
      ))}
    </>
  );
}
