import { useQuery } from '@tanstack/react-query';
import { classLabel } from '#shared/school/grades';
import { schoolClassesQuery } from './schools-data';

/** One school's classes of this school year, with counts only. */
export function SchoolClasses({ id, name }: { id: number; name: string | undefined }) {
  const classes = useQuery(schoolClassesQuery(id));
  return (
    <section aria-label="本学年班级" style={{ marginTop: 16 }}>
      <h2>{name} · 本学年班级</h2>
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
  );
}
