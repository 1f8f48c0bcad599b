import { useState } from 'react';
import { type ClassRoster, schoolApi } from '#client/contracts/school.gen';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import formStyles from '#client/components/form/form.module.css';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { chinaDayOf } from '#shared/format/time';
import { CONSENT_METHOD_MAX, consentDateProblem, consentMethodProblem } from '#shared/school/consent';
import { CONSENT_METHODS, OTHER_METHOD } from '../consent';
import { classRosterQuery, refreshSchool } from '../queries';
import { Modal } from './modal';
import common from './school.module.css';
import styles from './class.module.css';

/** 登记监护人同意 for the ticked students: how the guardians agreed and when. */
export function ConsentDialog({ classId, students, onClose }: { classId: number; students: ClassRoster['students']; onClose: (saved: boolean) => void }) {
  const [method, setMethod] = useState<string>(CONSENT_METHODS[0]);
  const [other, setOther] = useState('');
  // Today in China, as the server counts it: a date it would refuse cannot be picked.
  const today = chinaDayOf(Date.now());
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<{ method?: string; date?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const said = method === OTHER_METHOD ? other.trim() : method;
    const problems = { method: consentMethodProblem(said) ?? undefined, date: consentDateProblem(date, Date.now()) ?? undefined };
    setErrors(problems);
    if (problems.method || problems.date) return;
    setBusy(true);
    try {
      await callApi(schoolApi.recordConsent, { studentIds: students.map((s) => s.id).join(','), method: said, date });
      await refreshSchool(classRosterQuery(classId));
      toast.success(`已为 ${students.length} 名学生登记监护人同意`);
      onClose(true);
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) setErrors((all) => ({ ...all, [e.field]: e.message }));
      setBusy(false);
    }
  };

  const names = students.map((s) => s.name);
  return (
    <Modal title="登记监护人同意" onClose={() => onClose(false)} closeText="取消">
      <form onSubmit={(e) => void save(e)} noValidate className={styles.consentForm}>
        <p className={common.lead}>
          为 {students.length} 名学生登记：{names.slice(0, 8).join('、')}
          {names.length > 8 ? ` 等` : ''}。请确认学校已经取得这些学生监护人的同意（纸质或其他可查的方式），登记后他们在平板上的测评结果会上传保存。
        </p>
        <div className={formStyles.field}>
          <label htmlFor="consent-method" className={formStyles.label}>
            同意方式
          </label>
          <select id="consent-method" className={`${common.select} ${styles.fullWidth}`} value={method} onChange={(e) => setMethod(e.target.value)}>
            {[...CONSENT_METHODS, OTHER_METHOD].map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {method !== OTHER_METHOD && (
            <p className={formStyles.error} role={errors.method ? 'alert' : undefined}>
              {errors.method ?? ''}
            </p>
          )}
        </div>
        {method === OTHER_METHOD && (
          <Field
            label="请填写同意方式"
            name="otherMethod"
            maxLength={CONSENT_METHOD_MAX}
            placeholder="如 家长在班级群中书面回复同意"
            value={other}
            error={errors.method}
            onValue={setOther}
          />
        )}
        <Field label="同意日期" name="consentDate" type="date" max={today} value={date} error={errors.date} onValue={setDate} />
        <Button type="submit" disabled={busy} className="btn btn-primary btn-block">
          {busy ? '正在登记…' : `登记 ${students.length} 名学生`}
        </Button>
      </form>
    </Modal>
  );
}
