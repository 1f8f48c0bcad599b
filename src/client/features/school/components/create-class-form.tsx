import { useState } from 'react';
import { schoolApi } from '#client/contracts/school.gen';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import formStyles from '#client/components/form/form.module.css';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { GRADE_OPTIONS } from '../grades';
import { refreshSchool } from '../queries';
import styles from './school-home.module.css';
import common from './school.module.css';

/** 新建班级: a grade and a name (3班, 实验班) for the current school year. */
export function CreateClassForm() {
  const [grade, setGrade] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ grade?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = { grade: grade ? undefined : '请选择年级', name: name.trim() ? undefined : '请输入班级名称' };
    setErrors(problems);
    if (problems.grade || problems.name) return;
    setBusy(true);
    try {
      await callApi(schoolApi.createClass, { grade: Number(grade), name: name.trim() });
      toast.success('班级已创建');
      setName('');
      await refreshSchool();
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) setErrors((all) => ({ ...all, [e.field]: e.message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={common.section} aria-labelledby="create-class">
      <h2 id="create-class" className={common.sectionTitle}>
        新建班级
      </h2>
      <p className={common.lead}>班级属于本学年；年终升级时会一起升入下一个年级。</p>
      <form className={styles.createForm} onSubmit={(e) => void submit(e)} noValidate>
        <div className={formStyles.field}>
          <label htmlFor="new-class-grade" className={formStyles.label}>
            年级
          </label>
          <select
            id="new-class-grade"
            className={`${common.select} ${styles.gradeSelect}`}
            value={grade}
            aria-invalid={Boolean(errors.grade)}
            onChange={(e) => {
              setGrade(e.target.value);
              setErrors((all) => ({ ...all, grade: undefined }));
            }}
          >
            <option value="" disabled>
              请选择
            </option>
            {GRADE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className={formStyles.error} role={errors.grade ? 'alert' : undefined}>
            {errors.grade ?? ''}
          </p>
        </div>
        <Field
          label="班级名称"
          name="className"
          maxLength={20}
          placeholder="如 3班、实验班"
          value={name}
          error={errors.name}
          onValue={(v) => {
            setName(v);
            setErrors((all) => ({ ...all, name: undefined }));
          }}
        />
        <Button type="submit" disabled={busy} className={`btn btn-primary ${styles.createButton}`}>
          {busy ? '正在创建…' : '创建班级'}
        </Button>
      </form>
    </section>
  );
}
