import { useEffect, useRef, useState } from 'react';
import { type SchoolClass, schoolApi, type Teacher } from '#client/contracts/school.gen';
import { Button } from '#client/components/button/throttled-button';
import { toast } from '#client/lib/toast-store';
import { callApi } from '#client/lib/api-client';
import { groupByGrade } from '../grades';
import { refreshSchool, teachersQuery } from '../queries';
import common from './school.module.css';
import styles from './teachers.module.css';

/** The classes one teacher teaches this year, ticked by grade; saving replaces the whole list. */
export function TeacherClassesEditor({ teacher, classes, onDone }: { teacher: Teacher; classes: SchoolClass[]; onDone: () => void }) {
  const [chosen, setChosen] = useState(() => new Set(teacher.classIds));
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLFieldSetElement>(null);
  // Opened from a row of a long list: bring it into view (on a phone it is below the table).
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }); // a statement: newer browsers return a promise, never a cleanup
  }, []);
  const toggle = (id: number) =>
    setChosen((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const save = async () => {
    setBusy(true);
    try {
      await callApi(schoolApi.setTeacherClasses, { teacherId: teacher.id, classIds: [...chosen].join(',') });
      toast.success(`已保存${teacher.name}的任教班级`);
      await refreshSchool(teachersQuery);
      onDone();
    } catch (error) {
      console.warn('setTeacherClasses failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset ref={box} id="teacher-classes-editor" className={styles.editor}>
      <legend className={styles.editorTitle}>
        {teacher.name}（{teacher.role === 'admin' ? '管理员' : '教师'}）任教的班级
      </legend>
      {classes.length === 0 && <p className={common.hint}>本学年还没有班级。</p>}
      {groupByGrade(classes).map((group) => (
        <div key={group.grade} className={styles.editorGrade}>
          <span className={styles.editorGradeName}>{group.name}</span>
          <div className={styles.checks}>
            {group.classes.map((c) => (
              <label key={c.id} className={styles.check}>
                <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
                {c.name}
              </label>
            ))}
          </div>
        </div>
      ))}
      <p className={common.hint}>教师只能看到、管理自己任教班级的学生。已选 {chosen.size} 个班级。</p>
      <div className={styles.editorActions}>
        <Button type="button" disabled={busy} onClick={() => void save()}>
          {busy ? '正在保存…' : '保存'}
        </Button>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={busy}>
          取消
        </button>
      </div>
    </fieldset>
  );
}
