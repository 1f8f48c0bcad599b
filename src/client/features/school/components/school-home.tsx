import { Link } from '@tanstack/react-router';
import { SchoolGate } from './school-gate';
import { SchoolPage } from './school-page';
import { ClassList } from './class-list';
import { CreateClassForm } from './create-class-form';
import { PromoteYear } from './promote-year';
import styles from './school-home.module.css';

/** /school: the school, its year and classes by grade; an administrator also creates classes, manages teachers, imports and promotes. */
export function SchoolHome() {
  return (
    <SchoolGate title="学校管理">
      {(info) => (
        <SchoolPage
          title="学校管理"
          subtitle={`${info.school.name} · ${info.schoolYearName} · ${info.role === 'admin' ? '管理员' : '教师'}`}
          actions={
            <>
              <Link to="/school/xuanke" className="btn btn-ghost">
                选科意向
              </Link>
              <Link to="/school/collect" className="btn btn-ghost">
                扫码收卷
              </Link>
              {info.role === 'admin' && (
                <>
                  <Link to="/school/summary" className="btn btn-ghost">
                    全校测评概况
                  </Link>
                  <Link to="/school/teachers" className="btn btn-ghost">
                    教师管理
                  </Link>
                  <Link to="/school/import" className="btn btn-primary">
                    导入学生名单
                  </Link>
                </>
              )}
            </>
          }
        >
          <ClassList info={info} />
          {info.role === 'admin' && (
            <div className={styles.adminPanels}>
              <CreateClassForm />
              <PromoteYear info={info} />
            </div>
          )}
        </SchoolPage>
      )}
    </SchoolGate>
  );
}
