import { useNavigate } from '@tanstack/react-router';
import { schoolApi } from '#client/contracts/school.gen';
import { nameSchema, firstError } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import { useForm } from '#client/components/form/use-form';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { isCompleteClassCode, normalizeClassCode } from '#shared/school/class-code';
import styles from './user-center.module.css';
import { PIN_LENGTH, PIN_PATTERN } from '#shared/validation/formats';

/**
 * 关联学校: a student with a phone account joins it to their school's roster with the class's link
 * code from their teacher, their 学号 and their name; their results on class tablets then show here.
 */
export function JoinClass() {
  useDocumentTitle('关联学校');
  const navigate = useNavigate();
  const form = useForm(
    { code: '', studentNo: '', name: '', pin: '' },
    {
      code: (v) => (isCompleteClassCode(v) ? null : '请输入老师给的6位班级码'),
      studentNo: (v) => (v.trim() ? null : '请输入学号'),
      name: (v) => firstError(nameSchema, v),
      pin: (v) => (PIN_PATTERN.test(v) ? null : `请输入登录卡上的${PIN_LENGTH}位数字密码`),
    },
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    try {
      await callApi(schoolApi.linkSchoolAccount, form.values);
      toast.success('已关联学校名单，在班级平板上做过的测评也会出现在“我的测评”里');
      form.reset();
      await navigate({ to: '/user-center/evaluation' });
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'code', e.message);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2>关联学校</h2>
      <p className={styles.hint}>
        如果学校已经把你加入班级名单（在班级平板上用姓名和密码登录），可以把这个手机账号关联到名单：请老师在班级页面生成“关联手机账号”的班级码，再填上你登录卡上的6位密码（只有你自己知道，所以别人无法冒用你的名单）。
      </p>
      <Field
        label="班级码"
        name="code"
        placeholder="老师给的6位班级码"
        autoComplete="off"
        maxLength={6}
        value={form.values.code}
        error={form.errors.code}
        onValue={(v) => form.setValue('code', normalizeClassCode(v))}
        onBlur={() => form.onBlur('code')}
      />
      <Field
        label="学号"
        name="studentNo"
        placeholder="与班级名单上的一致"
        autoComplete="off"
        maxLength={32}
        value={form.values.studentNo}
        error={form.errors.studentNo}
        onValue={(v) => form.setValue('studentNo', v)}
        onBlur={() => form.onBlur('studentNo')}
      />
      <Field
        label="姓名"
        name="name"
        placeholder="与班级名单上的一致"
        autoComplete="name"
        maxLength={20}
        value={form.values.name}
        error={form.errors.name}
        onValue={(v) => form.setValue('name', v)}
        onBlur={() => form.onBlur('name')}
      />
      <Field
        label="登录卡密码"
        name="pin"
        type="password"
        inputMode="numeric"
        placeholder="登录卡上的6位数字"
        autoComplete="off"
        maxLength={6}
        value={form.values.pin}
        error={form.errors.pin}
        onValue={(v) => form.setValue('pin', v.replace(/\D/g, ''))}
        onBlur={() => form.onBlur('pin')}
      />
      <Button type="submit">关联</Button>
    </form>
  );
}
