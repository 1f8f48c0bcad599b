import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type SectionNode, userApi } from '#client/contracts/user.gen';
import { firstError, messages, nameSchema, nicknameSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { Field } from '#client/components/form/field';
import formStyles from '#client/components/form/form.module.css';
import { useForm } from '#client/components/form/use-form';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { userInfoQuery, useUserInfo } from '#client/session/user';
import styles from './user-center.module.css';
import { userCenterKeys } from '../query-keys';

const sectionsQuery = { queryKey: userCenterKeys.personal.sections(), queryFn: () => callApi(userApi.getSectionList, {}, { silent: true }) };

export function ChangeUserInfo() {
  useDocumentTitle('修改信息');
  const navigate = useNavigate();
  const router = useRouter();
  const { data: user } = useUserInfo();
  const { data: sections } = useQuery(sectionsQuery);
  const label = sections?.lable ?? '年级班级';
  const [path, setPath] = useState<number[]>([]);
  const [sectionError, setSectionError] = useState<string>();
  const form = useForm({ nickname: '', username: '' }, { nickname: (v) => firstError(nicknameSchema, v), username: (v) => firstError(nameSchema, v) });
  const { setValue } = form;

  useEffect(() => {
    if (!user) return;
    setValue('nickname', user.nickname);
    setValue('username', user.username);
    setPath(user.sectionid ? user.sectionid.split(',').map(Number) : []);
  }, [user, setValue]);

  // The cascade of selects: each level lists the children of the level above.
  const levels: SectionNode[][] = [];
  let options = sections?.list ?? [];
  for (let depth = 0; options.length > 0; depth++) {
    levels.push(options);
    options = options.find((n) => n.id === path[depth])?.childlist ?? [];
  }
  const complete = levels.length > 0 && path.length === levels.length && path.every((id, i) => levels[i].some((n) => n.id === id));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const valid = form.validateAll();
    setSectionError(complete ? undefined : messages.section(label));
    if (!valid || !complete) return;
    try {
      await callApi(userApi.updateBaseInfo, { ...form.values, sectionid: path.join(',') });
      toast.success('用户信息修改成功');
      const here = router.state.location.pathname;
      // The user center reads the new nickname (else it asks for one again), so it waits for the refetch.
      await queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
      // A student who tapped elsewhere meanwhile stays there: a slow refetch pulled them back.
      if (router.state.location.pathname === here) await navigate({ to: '/user-center' });
    } catch (error) {
      if (error instanceof ApiCallError) for (const e of error.fieldErrors) form.setError(e.field as 'username', e.message);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2>修改信息</h2>
      {user && !user.nickname && <p className={styles.notice}>请先设置昵称，设置后才能开始答题。</p>}
      <Field
        label="昵称"
        name="nickname"
        maxLength={20}
        placeholder="报告上显示的名字，1-20个字"
        value={form.values.nickname}
        error={form.errors.nickname}
        onValue={(v) => form.setValue('nickname', v)}
        onBlur={() => form.onBlur('nickname')}
      />
      <Field
        label="姓名"
        name="username"
        maxLength={20}
        placeholder="请输入姓名"
        value={form.values.username}
        error={form.errors.username}
        onValue={(v) => form.setValue('username', v)}
        onBlur={() => form.onBlur('username')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>{label}</legend>
        <div className={formStyles.control}>
          {levels.map((list, depth) => (
            <select
              key={depth}
              className={styles.select}
              aria-label={depth === 0 ? '年级' : '班级'}
              value={path[depth] ?? ''}
              onChange={(e) => {
                setPath([...path.slice(0, depth), Number(e.target.value)]);
                setSectionError(undefined);
              }}
            >
              <option value="" disabled>
                请选择
              </option>
              {list.map((node) => (
                <option key={node.id} value={node.id}>
                  {node.name}
                </option>
              ))}
            </select>
          ))}
        </div>
        <p className={formStyles.error} role={sectionError ? 'alert' : undefined}>
          {sectionError ?? ''}
        </p>
      </fieldset>
      <Button type="submit">保存</Button>
    </form>
  );
}
