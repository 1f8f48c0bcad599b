import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { parentApi, type ParentInfo } from '#client/contracts/family.gen';
import { Button } from '#client/components/button/throttled-button';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { saveFile } from '#client/lib/save-file';
import { showAlert } from '#client/components/dialog/dialog-store';
import { Field } from '#client/components/form/field';
import { clearParentToken, parentCall } from '../parent-session';
import { isChildQueryKey, parentKeys } from '../query-keys';
import { ConsentLine } from './consent-line';
import { NoticeSettings } from './notice-settings';
import styles from './parent.module.css';

const BADGE = {
  approved: { label: '已关联', className: styles.badge },
  pending: { label: '等待孩子同意', className: `${styles.badge} ${styles.badgePending}` },
  refused: { label: '孩子已拒绝', className: `${styles.badge} ${styles.badgeRefused}` },
} as const;

/** 家长首页: the linked children, how to link one, unlinking, 退出 (docs/PARENTS.md). */
export function ParentHome() {
  useDocumentTitle('家长首页');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: parentKeys.personal.info(), queryFn: () => parentCall(parentApi.getInfo) });
  const data: ParentInfo | undefined = info.data;

  const unlink = async (linkId: number, name: string) => {
    if (!window.confirm(`确定解除与“${name}”的关联吗？解除后需要孩子重新生成邀请码才能再次关联。`)) return;
    try {
      await parentCall(parentApi.unlink, { linkId });
      toast.success('已解除关联');
    } catch {
      // the toast said why
    }
    queryClient.removeQueries({ predicate: (query) => isChildQueryKey(query.queryKey) });
    void queryClient.invalidateQueries({ queryKey: parentKeys.personal.info() });
  };
  const logout = async () => {
    await parentCall(parentApi.logout, {}, { silent: true }).catch(() => undefined);
    await signedOut();
  };
  /** The sign-in is gone (退出, or the account deleted): forget it here and go to the login page. */
  const signedOut = async () => {
    clearParentToken();
    queryClient.removeQueries({ queryKey: parentKeys.personal.info() });
    queryClient.removeQueries({ predicate: (query) => isChildQueryKey(query.queryKey) });
    await navigate({ to: '/parent/login' });
  };

  return (
    <div className="container page">
      <div className={styles.page}>
        <div className={styles.head}>
          <h1>家长首页</h1>
          <div>
            {data && (
              <span className={styles.muted}>
                {data.name} · {data.mobile}
              </span>
            )}{' '}
            <Button type="button" className="btn btn-ghost" onClick={logout}>
              退出
            </Button>
          </div>
        </div>

        <section className={styles.card} aria-labelledby="children-title">
          <h2 id="children-title">我的孩子</h2>
          {info.isPending && <p className={styles.muted}>正在加载…</p>}
          {info.isError && <p className={styles.muted}>加载失败，请刷新重试。</p>}
          {data && data.children.length === 0 && (
            <div>
              <p>还没有关联孩子。关联后，您可以在这里看到孩子的账号。</p>
              <ol className={styles.steps}>
                <li>请孩子登录自己的账号，打开“个人中心 › 家长关联”，点“生成邀请码”。</li>
                <li>用您的手机扫描孩子屏幕上的二维码，或点下面的按钮输入8位邀请码。</li>
                <li>孩子满14周岁：由孩子在个人中心同意；未满14周岁：您用本人手机号接收验证码即可完成关联。</li>
              </ol>
            </div>
          )}
          {data && data.children.length > 0 && (
            <ul className={styles.list}>
              {data.children.map((child) => (
                <li key={child.linkId} className={styles.child} data-testid="child">
                  <div>
                    <span className={styles.name}>{child.name}</span>
                    <span className={BADGE[child.status].className}>{BADGE[child.status].label}</span>
                    <p className={styles.muted}>
                      {child.status === 'approved'
                        ? child.verification === 'guardian-sms'
                          ? '未满14周岁，已通过您的手机验证码确认监护人身份'
                          : '孩子已在个人中心同意关联'
                        : child.status === 'pending'
                          ? '请提醒孩子在“个人中心 › 家长关联”点“同意”'
                          : '如需关联，请与孩子沟通后让孩子重新生成邀请码'}
                    </p>
                    {child.consent?.needed && <ConsentLine linkId={child.linkId} state={child.consent} />}
                    {child.status === 'approved' && <NoticeSettings linkId={child.linkId} childName={child.name} />}
                  </div>
                  <div className={styles.childActions}>
                    {child.status === 'approved' && (
                      <Link to="/parent/child" search={{ link: child.linkId }} className="btn btn-primary">
                        查看测评报告
                      </Link>
                    )}
                    <Button type="button" className="btn btn-ghost" onClick={() => unlink(child.linkId, child.name)}>
                      {child.status === 'approved' ? '解除关联' : '撤回'}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p style={{ marginTop: 16 }}>
            <Link to="/parent/link" className="btn btn-primary">
              输入邀请码关联孩子
            </Link>
          </p>
        </section>

        <MyData onDeleted={signedOut} />

        <section className={styles.card} aria-labelledby="about-title">
          <h2 id="about-title">家长端说明</h2>
          <p className={styles.muted}>
            关联后，您可以查看孩子的测评报告、历史记录和生涯画像（只能查看，不显示每道题的作答），每份报告后面有写给家长的「如何支持孩子」。您的每次查看都会记录，孩子可以在个人中心看到，也可以随时解除关联。孩子未满14周岁时，需要您在这里阅读《儿童个人信息保护规则》并同意，孩子的测评结果才会上传。
          </p>
        </section>
      </div>
    </div>
  );
}

/** 我的数据: download everything kept about the parent; 注销家长账号 with the password, after a warning. */
function MyData({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const download = async () => {
    try {
      const data = await parentCall(parentApi.exportData);
      saveFile(`生涯规划-家长数据-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2), 'application/json');
    } catch {
      // the toast said why
    }
  };
  const remove = async () => {
    if (password.length < 6) return setError('请输入登录密码');
    const confirmed = await showAlert({
      title: '注销家长账号？',
      content: '注销后，您的家长账号、登录状态和与孩子的全部关联会立即删除，无法恢复；孩子的账号和数据不受影响。',
      hasCancel: true,
      confirmText: '注销',
    });
    if (!confirmed) return;
    try {
      await parentCall(parentApi.deleteAccount, { password }, { silent: true });
      toast.success('家长账号已注销');
      await onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '注销失败');
    }
  };
  return (
    <section className={styles.card} aria-labelledby="data-title">
      <h2 id="data-title">我的数据</h2>
      <p className={styles.muted}>下载我们保存的与您有关的全部数据，或注销家长账号（孩子的账号和数据不受影响）。</p>
      <Button type="button" className="btn btn-ghost" onClick={download}>
        下载我的数据
      </Button>
      <div className={styles.form} style={{ marginTop: 16 }}>
        <Field label="登录密码" name="password" type="password" autoComplete="current-password" maxLength={16} value={password} error={error} onValue={setPassword} />
        <Button type="button" className="btn btn-ghost" onClick={remove}>
          注销家长账号
        </Button>
      </div>
    </section>
  );
}
