import type { ClassRoster } from '#client/contracts/school.gen';
import common from './school.module.css';
import styles from './class.module.css';

/** How many students still need a guardian's consent recorded, and why it matters to them. */
export function ConsentBanner({ students, onSelect }: { students: ClassRoster['students']; onSelect: (ids: number[]) => void }) {
  const waiting = students.filter((s) => s.needsConsent && !s.consent);
  if (waiting.length === 0) return null;
  return (
    <div className={`${common.notice} ${styles.banner}`} role="note">
      <p>
        还有 <strong>{waiting.length}</strong> 名学生需要登记监护人同意（未满14周岁或未填出生年月）。这些学生的测评结果会保存在平板上，登记后才会上传。
      </p>
      <button type="button" className={`btn btn-ghost ${common.smallButton}`} onClick={() => onSelect(waiting.map((s) => s.id))}>
        选中这 {waiting.length} 名学生
      </button>
    </div>
  );
}
