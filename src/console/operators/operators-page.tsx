import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { OperatorForm } from './operator-form';
import { OperatorsTable } from './operators-table';
import { operatorsQuery } from './operators-data';

/** 后台账号 (管理员 only): who may sign in to the console, in which role; switched off, never deleted (the log names them). */
export function OperatorsPage() {
  useDocumentTitle('后台账号');
  const list = useQuery(operatorsQuery());
  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title" className="page-title">
        后台账号
      </h1>
      <OperatorForm />
      <p className="page-subtitle">管理员可以管理账号和查看操作日志；运营负责内容和线索。任何角色都看不到学生的作答和报告。</p>
      <OperatorsTable operators={list.data} />
    </section>
  );
}
