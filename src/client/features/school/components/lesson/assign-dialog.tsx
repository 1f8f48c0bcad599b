import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { lessonsApi } from '#client/contracts/lessons.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { ASSIGNABLE } from '#shared/school/lesson-state';
import { Button } from '#client/components/button/throttled-button';
import formStyles from '#client/components/form/form.module.css';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { assessmentCards } from '#client/features/assessment/public';
import { queryClient } from '#client/lib/query-client';
import { Modal } from '../modal';
import common from '../school.module.css';
import styles from './lesson.module.css';
import { schoolKeys } from '#client/features/school/query-keys';

type Until = '45' | '90' | 'today' | 'week' | 'custom';
const UNTIL: { value: Until; label: string }[] = [
  { value: '45', label: '本节课（45分钟）' },
  { value: '90', label: '两节课（90分钟）' },
  { value: 'today', label: '今天 22:00 前' },
  { value: 'week', label: '7天内' },
  { value: 'custom', label: '自定义截止时间' },
];

/** The end of the window as the teacher picked it, from `start` (ms). */
export function endOf(until: Until, start: number, custom: string): number {
  if (until === '45' || until === '90') return start + Number(until) * 60_000;
  if (until === 'week') return start + 7 * 86400_000;
  if (until === 'today') {
    const end = new Date(start);
    end.setHours(22, 0, 0, 0);
    return end.getTime();
  }
  return custom ? new Date(custom).getTime() : Number.NaN;
}

/**
 * 布置测评: which assessments (in the order the students take them), to the whole class or the
 * students ticked in the roster, from now until the end of the lesson or a chosen time, with a note.
 */
export function AssignDialog({ classId, classLabel, selected, onClose }: { classId: number; classLabel: string; selected: readonly number[]; onClose: () => void }) {
  const navigate = useNavigate();
  const [keys, setKeys] = useState<AssessmentKey[]>(['hld']);
  const [until, setUntil] = useState<Until>('45');
  const [custom, setCustom] = useState('');
  const [onlySelected, setOnlySelected] = useState(selected.length > 0);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const toggle = (key: AssessmentKey) => setKeys((now) => (now.includes(key) ? now.filter((k) => k !== key) : ASSIGNABLE.filter((k) => k === key || now.includes(k))));

  const submit = async () => {
    setError('');
    if (keys.length === 0) return setError('请至少选择一项测评');
    const start = Date.now();
    const end = endOf(until, start, custom);
    if (!(end > start)) return setError('请选择晚于现在的截止时间');
    try {
      const { id } = await callApi(lessonsApi.createAssignment, {
        classId,
        assessments: keys.join(','),
        studentIds: onlySelected ? selected.join(',') : '',
        startsAt: new Date(start - 60_000).toISOString(),
        endsAt: new Date(end).toISOString(),
        note: note.trim(),
      });
      toast.success('已布置，学生登录后会首先看到');
      await queryClient.invalidateQueries({ queryKey: schoolKeys.personal.classAssignments(classId) });
      onClose();
      await navigate({ to: '/school/class/$classId/board', params: { classId: String(classId) }, search: { assignment: id } });
    } catch (e) {
      if (e instanceof ApiCallError) setError(e.fieldErrors[0]?.message ?? e.message);
    }
  };

  return (
    <Modal title={`布置测评 · ${classLabel}`} onClose={onClose} closeText="取消">
      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>测评（学生按下列顺序完成）</legend>
        {ASSIGNABLE.map((key) => {
          const card = assessmentCards.find((c) => c.key === key)!;
          return (
            <label key={key} className={styles.check}>
              <input type="checkbox" checked={keys.includes(key)} onChange={() => toggle(key)} />
              {card.title}
              <span className={common.hint}>{card.minutes}</span>
            </label>
          );
        })}
      </fieldset>
      <div className={formStyles.field}>
        <label htmlFor="assign-until" className={formStyles.label}>
          完成时间（从现在开始）
        </label>
        <select id="assign-until" className={common.select} value={until} onChange={(e) => setUntil(e.target.value as Until)}>
          {UNTIL.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {until === 'custom' && (
          <input type="datetime-local" aria-label="截止时间" className={`${common.select} ${styles.custom}`} value={custom} onChange={(e) => setCustom(e.target.value)} />
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>学生</legend>
        <label className={styles.check}>
          <input type="radio" name="assign-who" checked={!onlySelected} onChange={() => setOnlySelected(false)} />
          全班
        </label>
        <label className={styles.check}>
          <input type="radio" name="assign-who" checked={onlySelected} disabled={selected.length === 0} onChange={() => setOnlySelected(true)} />
          {selected.length > 0 ? `名单中勾选的 ${selected.length} 名学生` : '部分学生（先在下方名单中勾选）'}
        </label>
      </fieldset>
      <div className={formStyles.field}>
        <label htmlFor="assign-note" className={formStyles.label}>
          给学生的说明（可不填）
        </label>
        <textarea
          id="assign-note"
          className={styles.note}
          maxLength={200}
          rows={2}
          value={note}
          placeholder="如：请安静独立完成，按真实想法作答"
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <p className={formStyles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
      <Button className="btn btn-primary" onClick={submit}>
        布置并打开课堂看板
      </Button>
    </Modal>
  );
}
