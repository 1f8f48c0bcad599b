import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SchoolInfo } from '#client/contracts/school.gen';
import { xuankeRoundsApi } from '#client/contracts/xuanke-rounds.gen';
import { gradeName } from '#shared/school/grades';
import type { Model } from '#shared/xuanke/requirement';
import { MODEL_TEXT, TITLE_MAX, modelOfProvince } from '#shared/xuanke/round';
import { Button } from '#client/components/button/throttled-button';
import formStyles from '#client/components/form/form.module.css';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { toast } from '#client/lib/toast-store';
import { schoolKeys } from '#client/features/school/query-keys';
import { Modal } from '../modal';
import common from '../school.module.css';
import styles from './xuanke.module.css';

/**
 * 发起选科意向: for one class (a teacher's own, or any for an administrator) or, for an administrator, a
 * whole grade; a title, the model (fixed by the school's province when it is known), an optional closing time.
 */
export function OpenRoundDialog({ info, classId, onClose }: { info: SchoolInfo; classId?: number; onClose: () => void }) {
  const navigate = useNavigate();
  const fixed = modelOfProvince(info.school.province);
  const grades = [...new Set(info.classes.map((c) => c.grade))].sort((a, b) => a - b);
  const [scope, setScope] = useState<'class' | 'grade'>('class');
  const [klass, setKlass] = useState<number | ''>(classId ?? info.classes[0]?.id ?? '');
  const [grade, setGrade] = useState<number | ''>(grades.find((g) => g === 10) ?? grades[0] ?? '');
  const [title, setTitle] = useState('');
  const [model, setModel] = useState<Model | ''>(fixed ?? '');
  const [closes, setCloses] = useState('');
  const [error, setError] = useState('');

  const submit = async () => {
    setError('');
    try {
      const { id } = await callApi(xuankeRoundsApi.openXuankeRound, {
        scope,
        ...(scope === 'class' ? { classId: klass === '' ? undefined : klass } : { grade: grade === '' ? undefined : grade }),
        title: title.trim(),
        ...(model ? { model } : {}),
        ...(closes ? { closesAt: new Date(closes).toISOString() } : {}),
      });
      toast.success('已发起，学生登录后即可提交');
      await queryClient.invalidateQueries({ queryKey: schoolKeys.personal.xuankeRounds() });
      onClose();
      await navigate({ to: '/school/xuanke/$roundId', params: { roundId: String(id) } });
    } catch (e) {
      if (e instanceof ApiCallError) setError(e.fieldErrors[0]?.message ?? e.message);
    }
  };

  return (
    <Modal title="发起选科意向" onClose={onClose} closeText="取消">
      {info.role === 'admin' && (
        <fieldset className={styles.fieldset}>
          <legend className={formStyles.label}>范围</legend>
          <label className={styles.check}>
            <input type="radio" name="round-scope" checked={scope === 'class'} onChange={() => setScope('class')} />
            一个班级
          </label>
          <label className={styles.check}>
            <input type="radio" name="round-scope" checked={scope === 'grade'} onChange={() => setScope('grade')} />
            整个年级
          </label>
        </fieldset>
      )}
      {scope === 'class' ? (
        <div className={formStyles.field}>
          <label htmlFor="round-class" className={formStyles.label}>
            班级
          </label>
          <select id="round-class" className={common.select} value={klass} onChange={(e) => setKlass(Number(e.target.value))}>
            {info.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}（{c.students}人）
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className={formStyles.field}>
          <label htmlFor="round-grade" className={formStyles.label}>
            年级
          </label>
          <select id="round-grade" className={common.select} value={grade} onChange={(e) => setGrade(Number(e.target.value))}>
            {grades.map((g) => (
              <option key={g} value={g}>
                {gradeName(g)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={formStyles.field}>
        <label htmlFor="round-title" className={formStyles.label}>
          标题
        </label>
        <input
          id="round-title"
          className={`${common.select} ${styles.wideInput}`}
          maxLength={TITLE_MAX}
          value={title}
          placeholder="如：高一上学期第一次选科意向"
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      {fixed ? (
        <p className={common.hint}>
          选科模式：{fixed}（按学校所在省份{info.school.province}）。{MODEL_TEXT[fixed].rule}。
        </p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={formStyles.label}>选科模式</legend>
          {(['3+1+2', '3+3'] as const).map((m) => (
            <label key={m} className={styles.check}>
              <input type="radio" name="round-model" checked={model === m} onChange={() => setModel(m)} />
              {m}
              <span className={common.hint}>{MODEL_TEXT[m].rule}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={formStyles.field}>
        <label htmlFor="round-closes" className={formStyles.label}>
          截止时间（可不填，之后可随时结束）
        </label>
        <input id="round-closes" type="datetime-local" className={common.select} value={closes} onChange={(e) => setCloses(e.target.value)} />
      </div>
      <p className={formStyles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
      <Button className="btn btn-primary" onClick={submit}>
        发起
      </Button>
    </Modal>
  );
}
