import { useRef, useState } from 'react';
import type { EnrollProject } from '#client/contracts/marketing.gen';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useForm } from '#client/components/form/use-form';
import { toast } from '#client/lib/toast-store';
import { emptySignUp, isSignUpField, type SignUpField, signUpRules } from '../form-rules';
import { useGoBack } from '../go-back';
import { submitSignUp } from '../submit-sign-up';
import { GenderChoice } from './gender-choice';
import { ProjectChoices } from './project-choices';
import { SelectField } from './select-field';
import styles from './sign-up.module.css';
import { TextAreaField } from './text-area-field';

const EDUCATION = ['初中及以下', '高中/中专', '大专', '本科', '硕士', '博士'] as const;

/** The training application (spec 3 and 5): validate, captcha, submit, then back where the visitor came from. */
export function SignUpForm({ projects, preselected }: { projects: EnrollProject[]; preselected?: number }) {
  const initialProject = projects.some((p) => p.id === preselected) ? String(preselected) : '';
  const form = useForm({ ...emptySignUp, project: initialProject }, signUpRules);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const goBack = useGoBack();

  // After the errors render, take the keyboard (and the screen) to the first one.
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const bind = (name: SignUpField) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onValue: (v: string) => form.setValue(name, v),
    onBlur: () => form.onBlur(name),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!form.validateAll()) return focusFirstError();
    setSubmitting(true);
    try {
      const outcome = await submitSignUp(form.values);
      if (outcome.ok) {
        toast.success('提交成功');
        form.reset();
        goBack();
        return;
      }
      for (const e of outcome.fieldErrors) {
        if (isSignUpField(e.field)) form.setError(e.field, e.message);
        else toast.error(e.message);
      }
      if (outcome.fieldErrors.length > 0) focusFirstError();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} className={`card ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="sign-up-form-title">
      <h2 id="sign-up-form-title" className={styles.formTitle}>
        报名信息
      </h2>
      <p className={styles.legendNote}>
        带 <span className={styles.star}>*</span> 的为必填项
      </p>

      <ProjectChoices
        projects={projects}
        value={form.values.project}
        error={form.errors.project}
        onValue={(v) => {
          form.setValue('project', v);
          if (v) form.setError('project', null); // a tick is a complete answer, no need to wait for blur
        }}
        onBlur={() => form.onBlur('project')}
      />

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>基本信息</legend>
        <div className={styles.grid}>
          <div className={styles.requiredField}>
            <Field label="姓名" placeholder="请输入姓名" autoComplete="name" maxLength={20} required {...bind('name')} />
          </div>
          <div className={styles.requiredField}>
            <Field label="联系方式" placeholder="手机号或座机号" type="tel" inputMode="tel" autoComplete="tel" maxLength={30} required {...bind('telphone')} />
          </div>
        </div>
        <GenderChoice value={form.values.gender} onValue={(v) => form.setValue('gender', v)} />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>更多信息（选填）</legend>
        <p className={styles.sectionNote}>帮助课程顾问了解你的背景、安排合适的班级。身份证号只在培训需要核实身份时使用，不填写不影响报名。</p>
        <div className={styles.grid}>
          <Field label="身份证号" placeholder="18位身份证号" autoComplete="off" maxLength={18} {...bind('cardnum')} />
          <SelectField label="学历" options={EDUCATION} {...bind('edu')} />
          <Field label="专业" placeholder="所学专业" maxLength={50} {...bind('major')} />
          <Field label="工作单位" placeholder="学校或单位名称" autoComplete="organization" maxLength={100} {...bind('company')} />
          <Field label="职业" placeholder="如：班主任、心理教师、家长" autoComplete="organization-title" maxLength={50} {...bind('occupation')} />
          <Field label="地址" placeholder="所在城市及详细地址" autoComplete="street-address" maxLength={100} {...bind('address')} />
        </div>
        <TextAreaField label="工作描述" placeholder="目前的工作内容，或与本培训相关的经历" maxLength={500} {...bind('work_description')} />
        <TextAreaField label="报名原因" placeholder="希望通过培训解决什么问题" maxLength={500} {...bind('why')} />
        <TextAreaField label="已有成果" placeholder="相关证书、课程、案例或荣誉等" maxLength={500} {...bind('results')} />
      </fieldset>

      <Button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={submitting}>
        {submitting ? '提交中…' : '提交报名'}
      </Button>
      <p className={styles.submitNote}>提交前需要完成滑块验证，以防止恶意提交。</p>
    </form>
  );
}
