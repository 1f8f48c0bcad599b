import { useState } from 'react';
import { schoolApi } from '#client/contracts/school.gen';
import { firstError, mobileSchema, nameSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useForm } from '#client/components/form/use-form';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { refreshSchool, teachersQuery } from '../queries';
import { InitialPasswordDialog } from './initial-password-dialog';
import common from './school.module.css';
import styles from './teachers.module.css';

/** 添加教师: by mobile and name. A new account's first password comes back once and is shown once. */
export function AddTeacherForm() {
  const form = useForm({ mobile: '', name: '' }, { mobile: (v) => firstError(mobileSchema, v), name: (v) => firstError(nameSchema, v) });
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; mobile: string; password: string } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    setBusy(true);
    try {
      const values = { mobile: form.values.mobile.trim(), name: form.values.name.trim() };
      const added = await callApi(schoolApi.addTeacher, values);
      await refreshSchool(teachersQuery);
      form.reset();
      if (added.initialPassword) setCreated({ ...values, password: added.initialPassword });
      else toast.success(`已添加${values.name}：TA 用已有的账号和密码登录即可`, 4000);
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'mobile', e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={common.section} aria-labelledby="add-teacher">
      <h2 id="add-teacher" className={common.sectionTitle}>
        添加教师
      </h2>
      <p className={common.lead}>用教师的手机号添加。已有账号的教师用原来的密码登录；没有账号的会新建一个，并生成一个初始密码由您转交。</p>
      <form className={styles.addForm} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label="手机号"
          name="mobile"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          placeholder="教师的手机号"
          value={form.values.mobile}
          error={form.errors.mobile}
          onValue={(v) => form.setValue('mobile', v)}
          onBlur={() => form.onBlur('mobile')}
        />
        <Field
          label="姓名"
          name="name"
          autoComplete="off"
          maxLength={20}
          placeholder="教师的姓名"
          value={form.values.name}
          error={form.errors.name}
          onValue={(v) => form.setValue('name', v)}
          onBlur={() => form.onBlur('name')}
        />
        <Button type="submit" disabled={busy} className={`btn btn-primary ${styles.addButton}`}>
          {busy ? '正在添加…' : '添加教师'}
        </Button>
      </form>
      {created && <InitialPasswordDialog {...created} onClose={() => setCreated(null)} />}
    </section>
  );
}
