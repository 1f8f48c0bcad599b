import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatChinaTime } from '#shared/format/time';
import { schoolYearName } from '#shared/school/grades';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { failureText } from '../api';
import { SchoolClasses } from './school-classes';
import { SchoolForm } from './school-form';
import { schoolsQuery } from './schools-data';

/** 学校 (管理员): every school with its counts, a school's classes, and a new school with its first administrator. */
export function SchoolsPage() {
  useDocumentTitle('学校');
  const list = useQuery(schoolsQuery());
  const [open, setOpen] = useState<number | null>(null);

  return (
    <section aria-labelledby="schools-title">
      <h1 id="schools-title" className="page-title">
        学校
      </h1>
      <SchoolForm />
      <p className="page-subtitle">这里只显示人数和测评数，不显示任何学生的姓名或结果；学生名单由学校自己管理。</p>
      {list.error ? (
        <p role="alert">{failureText(list.error, '加载失败')}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">学校</th>
              <th scope="col">学年</th>
              <th scope="col">教职工</th>
              <th scope="col">本学年班级</th>
              <th scope="col">学生</th>
              <th scope="col">测评结果</th>
              <th scope="col">近30天</th>
              <th scope="col">最近一次测评</th>
              <th scope="col">
                <span className="visually-hidden">班级</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{schoolYearName(s.schoolYear)}</td>
                <td>{s.staff}</td>
                <td>{s.classes}</td>
                <td>{s.students}</td>
                <td>{s.results}</td>
                <td>{s.recentResults}</td>
                <td>{s.lastResultAt ? formatChinaTime(new Date(s.lastResultAt)) : '—'}</td>
                <td>
                  <button type="button" className="btn btn-link" aria-expanded={open === s.id} onClick={() => setOpen(open === s.id ? null : s.id)}>
                    {open === s.id ? '收起班级' : '查看班级'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open !== null && <SchoolClasses id={open} name={list.data?.find((s) => s.id === open)?.name} />}
    </section>
  );
}
