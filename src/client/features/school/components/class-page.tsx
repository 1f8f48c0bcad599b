import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { ClassRoster } from '#client/contracts/school.gen';
import { parseId } from '#shared/validation/formats';
import { classRosterQuery } from '../queries';
import { useSchoolInfo } from '../use-school-info';
import { ClassCodeDialog } from './class-code-dialog';
import { ClassDevices } from './class-devices';
import { HeldResults } from './held-results';
import { ClassFallback } from './class-fallback';
import { AssignDialog } from './lesson/assign-dialog';
import { AssignmentsSection } from './lesson/assignments-section';
import { ConsentBanner } from './consent-banner';
import { RosterTable } from './roster-table';
import { SchoolPage } from './school-page';

const crumbs = [{ label: '学校管理', to: '/school' }];
const SCHOOL = { to: '/school', label: '返回学校管理' };
const HOME = { to: '/', label: '返回首页' };

/** /school/class/$classId: the roster with PINs and consent, the class's tablets and codes. */
export function ClassPage() {
  // Read here, not through the route file's Route, so the route's split-off page is all the code the class page adds.
  const classId = parseId(useParams({ from: '/_auth/school/class/$classId/' }).classId);
  // Not on a school's staff (the school info refused too): the way out is home, not the school's page.
  const back = useSchoolInfo().isError ? HOME : SCHOOL;
  const query = useQuery({ ...classRosterQuery(classId ?? 0), enabled: classId !== null });
  const roster = query.data;
  if (classId === null || !roster) return <ClassFallback title="班级名单" crumbs={crumbs} classId={classId} query={query} back={back} />;
  return <ClassView classId={classId} roster={roster} />;
}

function ClassView({ classId, roster }: { classId: number; roster: ClassRoster }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [dialog, setDialog] = useState<'device' | 'link' | null>(null);
  const [assigning, setAssigning] = useState(false);
  const teachers = roster.class.teachers.map((t) => t.name).join('、');
  return (
    <SchoolPage
      title={roster.class.label}
      documentTitle="班级名单"
      crumbs={crumbs}
      subtitle={`${roster.schoolName} · ${roster.students.length} 名学生${teachers ? ` · 教师：${teachers}` : ''}`}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => setDialog('device')}>
            设置课堂平板
          </button>
          <Link to="/school/class/$classId/report" params={{ classId: String(classId) }} className="btn btn-ghost">
            班级测评报告
          </Link>
          <Link to="/school/class/$classId/cards" params={{ classId: String(classId) }} className="btn btn-ghost">
            打印登录卡
          </Link>
          <Link to="/school/xuanke" className="btn btn-ghost">
            选科意向
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => setDialog('link')}>
            学生关联手机账号
          </button>
        </>
      }
    >
      <ConsentBanner students={roster.students} onSelect={(ids) => setSelected(new Set(ids))} />
      <AssignmentsSection classId={classId} onAssign={() => setAssigning(true)} />
      <RosterTable classId={classId} roster={roster} selected={selected} onSelected={setSelected} />
      <HeldResults classId={classId} />
      <ClassDevices classId={classId} onSetUp={() => setDialog('device')} />
      {assigning && <AssignDialog classId={classId} classLabel={roster.class.label} selected={[...selected]} onClose={() => setAssigning(false)} />}
      {dialog && <ClassCodeDialog classId={classId} classLabel={roster.class.label} purpose={dialog} onClose={() => setDialog(null)} />}
    </SchoolPage>
  );
}
