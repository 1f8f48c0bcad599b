import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatChinaTime } from '#shared/format/time';
import { classLabel, schoolYearName } from '#shared/school/grades';
import { firstError, mobileSchema, nameSchema } from '#shared/validation/rules';
import { showAlert } from '#client/components/dialog/dialog-store';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/components/toast/toast-store';
import { failureText } from '../api';
import { schoolClassesQuery, schoolsQuery, useCreateSchool } from './schools-data';
import { FormError } from '../layout/form-error';

/** 学校 (管理员): every school with its counts, a school's classes, and a new school with its first administrator. */
export function SchoolsPage() {
  useDocumentTitle('学校');
  const list = useQuery(schoolsQuery());
  const createSchool = useCreateSchool();
  const [open, setOpen] = useState<number | null>(null);
  const classes = useQuery(schoolClassesQuery(open));
  const [form, setForm] = useState({ name: '', adminMobile: '', adminName: '' });
  const [error, setError] = useState('');

  const create = async () => {
    const problem = (form.name.trim() ? null : '请输入学校名称（最多40个字）') ?? firstError(nameSchema, form.adminName) ?? firstError(mobileSchema, form.adminMobile);
    setError(problem ?? '');
    if (problem) return;
    try {
      const created = await createSchool.mutateAsync(form);
      setForm({ name: '', adminMobile: '', adminName: '' });
      await showAlert({
        title: '学校已创建',
        content: created.initialPassword
          ? `管理员 ${form.adminName} 的初始密码：${created.initialPassword}\n只显示这一次，请当面或电话转交；管理员在登录页用手机号和密码登录（学校端），然后打开“学校管理”。`
          : `该手机号已有账号：管理员 ${form.adminName} 用自己原来的密码登录（学校端），然后打开“学校管理”。`,
      });
    } catch (caught) {
      toast.error(failureText(caught, '创建失败，请稍后再试'));
    }
  };

  return (
    <section aria-labelledby="schools-title">
      <h1 id="schools-title" className="page-title">
        学校
      </h1>
      <form
        className="console-filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label>
          学校名称
          <input value={form.name} maxLength={40} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </label>
        <label>
          管理员姓名
          <input value={form.adminName} maxLength={20} onChange={(e) => setForm({ ...form, adminName: e.target.value })} />
        </label>
        <label>
          管理员手机号
          <input value={form.adminMobile} inputMode="numeric" maxLength={11} onChange={(e) => setForm({ ...form, adminMobile: e.target.value.trim() })} />
        </label>
        <button type="submit" className="btn btn-primary">
          新建学校
        </button>
        <FormError error={error} />
      </form>
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
      {open !== null && (
        <section aria-label="本学年班级" style={{ marginTop: 16 }}>
          <h2>{list.data?.find((s) => s.id === open)?.name} · 本学年班级</h2>
          {classes.data?.length === 0 && <p>本学年还没有班级。</p>}
          {classes.data && classes.data.length > 0 && (
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">班级</th>
                  <th scope="col">学生</th>
                  <th scope="col">测评结果</th>
                </tr>
              </thead>
              <tbody>
                {classes.data.map((c) => (
                  <tr key={c.id}>
                    <td>{classLabel(c.grade, c.name)}</td>
                    <td>{c.students}</td>
                    <td>{c.results}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </section>
  );
}
