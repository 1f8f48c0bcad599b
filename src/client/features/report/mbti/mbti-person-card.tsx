import type { MbtiTypeContent } from '#shared/assessments/types';
import styles from './mbti.module.css';

/** The famous-person card: avatar (our own drawing), name, who they were and the traits linked to the type. */
export function MbtiPersonCard({ d }: { d: MbtiTypeContent }) {
  return (
    <aside className={styles.person} aria-label="名人卡片">
      <img className={styles.avatar} src={d.mingren_avatar} alt={`${d.mingren}的插画头像`} width={120} height={120} loading="lazy" decoding="async" />
      <div>
        <p className={styles.personLabel}>经历可能体现这一类型特点的人物</p>
        <h3 className={styles.personName}>{d.mingren}</h3>
        <p className={styles.personDesc}>{d.mingren_desc}</p>
        <p className={styles.personTraits}>
          <strong>类型特征：</strong>
          {d.mingren_tezheng}
        </p>
      </div>
    </aside>
  );
}
