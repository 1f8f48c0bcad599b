import { Link } from '@tanstack/react-router';
import type { SchoolInfo } from '#client/contracts/school.gen';
import { groupByGrade } from '../grades';
import styles from './school-home.module.css';
import common from './school.module.css';

/** The year's classes by grade, each a link to its roster; an administrator sees every class, a teacher their own. */
export function ClassList({ info }: { info: SchoolInfo }) {
  const groups = groupByGrade(info.classes);
  if (groups.length === 0) {
    return (
      <section className={common.section}>
        <h2 className={common.sectionTitle}>班级</h2>
        <p className={styles.empty}>
          {info.role === 'admin' ? '本学年还没有班级。请先在下方「新建班级」，再导入学生名单。' : '管理员还没有把班级分配给您。请联系学校的管理员在「教师管理」中为您分配班级。'}
        </p>
      </section>
    );
  }
  return (
    <section className={common.section} aria-labelledby="school-classes">
      <div className={common.sectionHead}>
        <h2 id="school-classes" className={common.sectionTitle}>
          {info.role === 'admin' ? '全部班级' : '我的班级'}
        </h2>
        <span className={common.hint}>
          共 {info.classes.length} 个班级、{info.classes.reduce((sum, c) => sum + c.students, 0)} 名学生
        </span>
      </div>
      <div className={styles.grades}>
        {groups.map((group) => (
          <section key={group.grade} aria-label={group.name} className={styles.gradeRow}>
            <h3 className={styles.gradeName}>{group.name}</h3>
            <ul className={styles.classGrid}>
              {group.classes.map((c) => (
                <li key={c.id}>
                  <Link to="/school/class/$classId" params={{ classId: String(c.id) }} className={styles.classCard}>
                    <span className={styles.classLabel}>{c.label}</span>
                    <span className={styles.classMeta}>{c.students} 名学生</span>
                    <span className={`${styles.classMeta} ${styles.classTeachers}`}>{c.teachers.length ? `教师：${c.teachers.map((t) => t.name).join('、')}` : '未分配教师'}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
