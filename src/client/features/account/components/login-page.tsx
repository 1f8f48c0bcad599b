import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { userApi } from '#client/contracts/user.gen';
import { accountSchema, firstError, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { toast } from '#client/lib/toast-store';
import { Field } from '#client/components/form/field';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useForm } from '#client/components/form/use-form';
import { callApi } from '#client/lib/api-client';
import { getClassDevice, TABLET_HOME } from '#client/lib/class-device';
import { queryClient } from '#client/lib/query-client';
import { userInfoQuery } from '#client/session/user';
import { signIn } from '#client/session/auth';
import { AccountAside } from './account-aside';
import styles from './account.module.css';
import { SideEntries } from './side-entries';

export function LoginPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('账号登录');
  const navigate = useNavigate();
  // 记住我 is off by default (many devices are shared) and never offered on a set-up class tablet:
  // its students sign in by tapping their name, and a sign-in here ends with the tab.
  const [classTablet] = useState(() => getClassDevice() !== null);
  const [remember, setRemember] = useState(false);
  const form = useForm({ mobile: '', password: '' }, { mobile: (v) => firstError(accountSchema, v), password: (v) => firstError(passwordSchema, v) });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    try {
      const { token } = await callApi(userApi.login, { ...form.values, remember: remember ? '1' : '0' });
      signIn(token, { remember });
      toast.success('登录成功');
      await queryClient.fetchQuery(userInfoQuery).catch(() => undefined);
      const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
      await navigate({ to: target, replace: true });
    } catch (error) {
      console.warn('login failed', error);
    }
  };

  return (
    <div className={`container ${styles.wrap}`}>
      <AccountAside />
      <form className={styles.card} onSubmit={submit} noValidate>
        {classTablet && (
          <Link to={TABLET_HOME} className={`btn btn-primary btn-block ${styles.tabletLink}`}>
            班级平板登录（点自己的名字）
          </Link>
        )}
        <h1>账号登录</h1>
        {redirect?.startsWith('/school') && <p className={styles.forSchool}>学校教职工：请用学校为您开通的手机号账号登录，登录后进入学校管理。</p>}
        <Field
          label="账号"
          name="mobile"
          placeholder="请输入手机号"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          value={form.values.mobile}
          error={form.errors.mobile}
          onValue={(v) => form.setValue('mobile', v)}
          onBlur={() => form.onBlur('mobile')}
        />
        <Field
          label="密码"
          name="password"
          type="password"
          placeholder="请输入6-16位密码"
          autoComplete="current-password"
          maxLength={16}
          value={form.values.password}
          error={form.errors.password}
          onValue={(v) => form.setValue('password', v)}
          onBlur={() => form.onBlur('password')}
        />
        {!classTablet && (
          <label className={styles.remember}>
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            <span>
              记住我
              <small>只在自己的手机或电脑上勾选：关闭浏览器、断网后也能查看报告、继续答题，7天不用才需重新登录。共用设备请不要勾选，2小时不操作自动退出，用完记得退出。</small>
            </span>
          </label>
        )}
        <div className={styles.row}>
          <Link to="/register" search={redirect ? { redirect } : {}}>
            没有账号？立即注册
          </Link>
          <Link to="/reset-password">忘记密码？</Link>
        </div>
        <Button type="submit" className="btn btn-primary btn-block">
          登录
        </Button>
        <SideEntries />
      </form>
    </div>
  );
}
