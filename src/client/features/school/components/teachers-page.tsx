import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SchoolInfo } from '#client/contracts/school.gen';
import { teachersQuery } from '../queries';
import { AddTeacherForm } from './add-teacher-form';
import { InlineProblem, Loading } from './load-problem';
import { SchoolGate } from './school-gate';
import { SchoolPage } from './school-page';
import { TeacherClassesEditor } from './teacher-classes-editor';
import common from './school.module.css';
import styles from './teachers.module.css';

const crumbs = [{ label: '学校管理', to: '/school' }];

/** /school/teachers (administrators): the school's staff, adding a teacher, and which classes each teaches. */
export function TeachersPage() {
  return (
    <SchoolGate title="教师管理" crumbs={crumbs} admin>
      {(info) => (
        <SchoolPage title="教师管理" subtitle={`${info.school.name} · ${info.schoolYearName}`} crumbs={crumbs}>
          <TeacherList info={info} />
          <AddTeacherForm />
        </SchoolPage>
      )}
    </SchoolGate>
  );
}

function TeacherList({ info }: { info: SchoolInfo }) {
  const query = useQuery(teachersQuery);
  const [editing, setEditing] = useState<number | null>(null);
  const labelOf = new Map(info.classes.map((c) => [c.id, c.label]));
  const editingTeacher = query.data?.find((teacher) => teacher.id === editing);
  return (
    <section className={common.section} aria-labelledby="teacher-list">
      <div className={common.sectionHead}>
        <h2 id="teacher-list" className={common.sectionTitle}>
          教师和管理员
        </h2>
        {query.data && <span className={common.hint}>共 {query.data.length} 人</span>}
      </div>
      {query.isError && !query.data && <InlineProblem error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Loading />}
      {query.data && (
        <div className={common.tableWrap}>
          <table className={common.table}>
            <thead>
              <tr>
                <th scope="col">姓名</th>
                <th scope="col">手机号</th>
                <th scope="col">角色</th>
                <th scope="col">任教班级（{info.schoolYearName}）</th>
                <th scope="col">
                  <span className="visually-hidden">操作</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((teacher) => (
                <tr key={teacher.id} className={editing === teacher.id ? styles.editingRow : undefined}>
                  <td className={common.nowrap}>{teacher.name}</td>
                  <td className={`${common.nowrap} ${common.numeric}`}>{teacher.mobile}</td>
                  <td>
                    <span className={`${common.badge} ${teacher.role === 'admin' ? common.badgeInfo : ''}`}>{teacher.role === 'admin' ? '管理员' : '教师'}</span>
                  </td>
                  <td>{teacher.classIds.length ? teacher.classIds.map((id) => labelOf.get(id) ?? `班级${id}`).join('、') : <span className={common.hint}>未分配</span>}</td>
                  <td className={styles.actionCell}>
                    <button
                      type="button"
                      className={`btn btn-ghost ${common.smallButton}`}
                      aria-expanded={editing === teacher.id}
                      aria-controls="teacher-classes-editor"
                      onClick={() => setEditing(editing === teacher.id ? null : teacher.id)}
                      aria-label={`分配班级：${teacher.name}`}
                    >
                      分配班级
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editingTeacher && <TeacherClassesEditor key={editingTeacher.id} teacher={editingTeacher} classes={info.classes} onDone={() => setEditing(null)} />}
    </section>
  );
}
