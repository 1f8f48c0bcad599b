import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { firstError, passwordSchema } from '#shared/validation/rules';
import { Button } from '#client/components/button/throttled-button';
import { showAlert } from '#client/components/dialog/dialog-store';
import { Field } from '#client/components/form/field';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { useUserInfo } from '#client/session/user';
import { cancelAccount, downloadMyData } from '../personal-data';
import styles from './my-data.module.css';
import { ReportViews } from './report-views';

const exported = [
  '账号信息：手机号、姓名、昵称、学校和年级班级、注册时间和同意隐私政策的记录',
  '每一次测评的作答、用时和结果，以及仍然有效的分享链接',
  '学校老师查看你报告的记录，以及课堂平板为老师上报的答题进度',
  '专家和产品预约、培训报名（包括报名时记录的IP地址）',
  '登录记录、短信验证码的发送记录和与本手机号有关的频率限制记录',
];

const deleted = [
  '账号本身：手机号、姓名、昵称、头像、年级班级和密码',
  '全部测评结果和报告（分享出去的链接立即失效）',
  '专家和产品预约，以及你登录后提交或用本手机号提交的培训报名（姓名、电话、身份证号、地址、IP地址等）',
  '所有设备上的登录状态、短信验证码记录和登录失败记录',
  '本设备上保存的报告、答题进度和还没上传的测评结果',
];

/** 我的数据: download everything held about me, where to delete results, and cancelling the account (注销). */
export function MyData() {
  useDocumentTitle('我的数据');
  return (
    <div className={styles.page}>
      <h2>我的数据</h2>
      <p className={styles.lead}>
        你的个人信息属于你自己。在这里可以下载我们保存的全部数据，删除不想保留的测评结果，或者注销账号。详细规则见
        <Link to="/privacy">《隐私政策》</Link>。
      </p>
      <DownloadSection />
      <section className={styles.card} aria-labelledby="my-data-results">
        <h3 id="my-data-results">删除测评结果</h3>
        <p>
          在<Link to="/user-center/evaluation">「我的测评」</Link>
          里，每一次测评结果旁边都有「删除」按钮。删除后，这份报告、作答记录和分享链接都会删除，本设备上保存的副本也会一起删除，无法恢复。
        </p>
      </section>
      <ReportViews />
      <CancelOrAskSchool />
    </div>
  );
}

/** A school roster's student has no password to confirm with: their school manages the account. */
function CancelOrAskSchool() {
  const { data: user } = useUserInfo();
  if (user && !user.mobile) {
    return (
      <section className={styles.card} aria-labelledby="my-data-cancel">
        <h3 id="my-data-cancel">注销账号</h3>
        <p>这个账号是学校按班级名单建立的，由学校管理。需要注销或更正信息时，请联系你的班主任或学校管理员。</p>
      </section>
    );
  }
  return <CancelSection />;
}

function DownloadSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const ok = await downloadMyData();
    setBusy(false);
    if (ok) toast.success('已开始下载你的数据');
  };
  return (
    <section className={styles.card} aria-labelledby="my-data-download">
      <h3 id="my-data-download">下载我的数据</h3>
      <p>下载一份我们保存的、与你有关的全部数据（JSON格式，可以用记事本等文本编辑器打开），包括：</p>
      <ul className={styles.list}>
        {exported.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.hint}>密码、登录凭证和验证码只以无法还原的哈希值保存，文件中只说明它们存在。文件里有你的个人信息，请妥善保管，不要发给不信任的人。</p>
      <Button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
        {busy ? '正在准备…' : '下载我的数据'}
      </Button>
    </section>
  );
}

function CancelSection() {
  const { data: user } = useUserInfo();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstError(passwordSchema, password) ?? undefined;
    setError(problem);
    if (problem || !understood || !user) return;
    const confirmed = await showAlert({
      title: '确定注销账号吗？',
      content: '注销后，你的账号和上面列出的全部数据会立即永久删除，无法恢复，也无法再用这个账号登录。',
      hasCancel: true,
      cancelText: '再想想',
      confirmText: '确认注销',
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await cancelAccount(user.id, password);
    setBusy(false);
    if (!result.ok) {
      if (result.fieldError) setError(result.fieldError);
      return;
    }
    toast.success('账号已注销，你的数据已全部删除');
    await navigate({ to: '/', replace: true });
  };

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="my-data-cancel">
      <h3 id="my-data-cancel">注销账号</h3>
      <div className={styles.warning} role="note">
        <p className={styles.warningTitle}>注销后无法恢复。以下数据会立即永久删除：</p>
        <ul className={styles.list}>
          {deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          建议先「下载我的数据」保存一份。为了防止短信被恶意刷取，本手机号近期获取验证码的次数会以看不出手机号的形式保留，最长24小时后自动删除。注销后可以用同一个手机号重新注册，但以前的数据不会回来。
        </p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <Field
          label="请输入登录密码确认身份"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={16}
          placeholder="登录密码"
          value={password}
          error={error}
          onValue={(v) => {
            setPassword(v);
            if (error) setError(undefined);
          }}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          我已了解：注销后我的账号和数据将被永久删除，无法恢复
        </label>
        <Button type="submit" className={`btn ${styles.dangerButton}`} disabled={!understood || busy}>
          {busy ? '正在注销…' : '注销账号'}
        </Button>
      </form>
    </section>
  );
}
