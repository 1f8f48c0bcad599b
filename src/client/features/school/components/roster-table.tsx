import { useMemo, useState } from 'react';
import type { ClassRoster } from '#client/contracts/school.gen';
import { sameNameMarks } from '#shared/school/same-name';
import { ConsentDialog } from './consent-dialog';
import { ParentLinksDialog } from './parent-links-dialog';
import { useSchoolInfo } from '../use-school-info';
import { NewPinDialog, type NewPin, resetPin } from './reset-pin';
import common from './school.module.css';
import styles from './class.module.css';

type Student = ClassRoster['students'][number];

/**
 * The class's students: PINs masked (one shown at a time, for a student who forgot theirs), the
 * phone-account link, guardian consent; ticked students get their consent recorded together.
 */
export function RosterTable({
  classId,
  roster,
  selected,
  onSelected,
}: {
  classId: number;
  roster: ClassRoster;
  selected: ReadonlySet<number>;
  onSelected: (ids: ReadonlySet<number>) => void;
}) {
  const [revealed, setRevealed] = useState<number | null>(null);
  const [newPin, setNewPin] = useState<NewPin | null>(null);
  const [consentFor, setConsentFor] = useState<Student[] | null>(null);
  const [parentsOf, setParentsOf] = useState<Student | null>(null);
  const isAdmin = useSchoolInfo().data?.role === 'admin';
  const { students } = roster;
  const marks = useMemo(() => sameNameMarks(students), [students]);
  const allTicked = students.length > 0 && students.every((s) => selected.has(s.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelected(next);
  };

  return (
    <section className={common.section} aria-labelledby="class-roster">
      <div className={common.sectionHead}>
        <h2 id="class-roster" className={common.sectionTitle}>
          学生名单
        </h2>
        <div className={styles.selectionBar}>
          <span className={common.hint} aria-live="polite">
            {selected.size ? `已选 ${selected.size} 名学生` : '勾选学生后可以登记监护人同意'}
          </span>
          <button type="button" className="btn btn-primary" disabled={selected.size === 0} onClick={() => setConsentFor(students.filter((s) => selected.has(s.id)))}>
            登记监护人同意
          </button>
        </div>
      </div>
      {students.length === 0 ? (
        <p className={common.hint}>这个班级还没有学生。请学校管理员在「导入学生名单」中导入。</p>
      ) : (
        <div className={common.tableWrap}>
          <table className={`${common.table} ${styles.roster}`}>
            <thead>
              <tr>
                <th scope="col" className={styles.tick}>
                  <input type="checkbox" aria-label="全选" checked={allTicked} onChange={() => onSelected(allTicked ? new Set() : new Set(students.map((s) => s.id)))} />
                </th>
                <th scope="col">学号</th>
                <th scope="col">姓名</th>
                <th scope="col">性别</th>
                <th scope="col">出生年月</th>
                <th scope="col">登录密码</th>
                <th scope="col">手机账号</th>
                <th scope="col">监护人同意</th>
                <th scope="col">
                  <span className="visually-hidden">操作</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map((student) => (
                <tr key={student.id} className={selected.has(student.id) ? styles.selectedRow : undefined}>
                  <td className={styles.tick}>
                    <input type="checkbox" aria-label={`选择 ${student.name}`} checked={selected.has(student.id)} onChange={() => toggle(student.id)} />
                  </td>
                  <td className={`${common.numeric} ${common.nowrap}`}>{student.studentNo}</td>
                  <td className={common.nowrap}>
                    {student.name}
                    {marks.has(student.id) && <small className={styles.sameName}>（{marks.get(student.id)}）</small>}
                  </td>
                  <td>{student.gender || '—'}</td>
                  <td className={common.numeric}>{student.birthMonth || '—'}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.pin}
                      aria-label={revealed === student.id ? `隐藏${student.name}的登录密码` : `显示${student.name}的登录密码`}
                      onClick={() => setRevealed(revealed === student.id ? null : student.id)}
                    >
                      {revealed === student.id ? student.pin : '••••••'}
                    </button>
                  </td>
                  <td>{student.linked ? <span className={`${common.badge} ${common.badgeOk}`}>已关联</span> : <span className={common.hint}>未关联</span>}</td>
                  <td>
                    <ConsentStatus student={student} />
                  </td>
                  <td className={styles.rowActions}>
                    <button type="button" className={`btn btn-link ${styles.reset}`} onClick={() => void resetPin(classId, student).then((pin) => pin && setNewPin(pin))}>
                      重置密码
                    </button>
                    {isAdmin && student.linked && (
                      <button type="button" className={`btn btn-link ${styles.reset}`} onClick={() => setParentsOf(student)}>
                        家长关联
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {newPin && <NewPinDialog pin={newPin} onClose={() => setNewPin(null)} />}
      {parentsOf && <ParentLinksDialog student={parentsOf} onClose={() => setParentsOf(null)} />}
      {consentFor && (
        <ConsentDialog
          classId={classId}
          students={consentFor}
          onClose={(saved) => {
            setConsentFor(null);
            if (saved) onSelected(new Set());
          }}
        />
      )}
    </section>
  );
}

function ConsentStatus({ student }: { student: Student }) {
  if (student.consent) {
    return (
      <span className={styles.consent} title={`${student.consent.method}，${student.consent.date}，${student.consent.recordedBy}登记`}>
        <span className={styles.consentLine}>
          <span className={`${common.badge} ${common.badgeOk}`}>已登记</span>
          <span className={styles.consentDate}>{student.consent.date}</span>
        </span>
        <span className={styles.consentMethod}>{student.consent.method}</span>
      </span>
    );
  }
  if (student.needsConsent) return <span className={`${common.badge} ${common.badgeWarn}`}>需登记</span>;
  return <span className={common.badge}>无需</span>;
}
