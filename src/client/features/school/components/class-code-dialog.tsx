import { useCallback, useEffect, useState } from 'react';
import { type ClassCode, schoolApi } from '#client/contracts/school.gen';
import { TABLETS_PER_CODE } from '#shared/school/class-code';
import { callApi } from '#client/lib/api-client';
import { timeLeft } from '../countdown';
import { Modal } from './modal';
import { QrSvg, useQr } from '#client/components/qr/qr-code';
import { JoinedTablets, TabletCount } from './joined-tablets';
import styles from './class-code.module.css';

/** How long a code lives (the server's rule); the countdown never shows more, whatever this device's clock says. */
const CODE_LIFETIME_MS = 15 * 60_000;

type Purpose = 'device' | 'link';

/**
 * A fresh 6-character class code, very large so a class can read it off a projector, with its
 * countdown. `device`: a QR of the tablet set-up page and the steps on the tablet; `link`: how a
 * student with a phone account links it to their school record.
 */
export function ClassCodeDialog({ classId, classLabel, purpose, onClose }: { classId: number; classLabel: string; purpose: Purpose; onClose: () => void }) {
  const [code, setCode] = useState<{ code: string; expiresAt: number; issuedAt: string; tablets: number | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [tablets, setTablets] = useState<number>(TABLETS_PER_CODE.default);

  const create = useCallback(
    async (count: number) => {
      setFailed(false);
      setCode(null);
      try {
        const answer: ClassCode = await callApi(schoolApi.createClassCode, { classId, purpose, ...(purpose === 'device' ? { tablets: count } : {}) });
        const received = Date.now();
        // The server's own time of issue: tablets set up after it joined with this code.
        const issuedAt = new Date(new Date(answer.expiresAt).getTime() - CODE_LIFETIME_MS).toISOString();
        setCode({ code: answer.code, expiresAt: Math.min(new Date(answer.expiresAt).getTime(), received + CODE_LIFETIME_MS), issuedAt, tablets: answer.tablets });
        setNow(received);
      } catch {
        setFailed(true);
      }
    },
    [classId, purpose],
  );

  useEffect(() => {
    void create(TABLETS_PER_CODE.default);
  }, [create]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = code ? timeLeft(new Date(code.expiresAt), now) : null;
  const expired = left?.seconds === 0;
  const title = purpose === 'device' ? `设置课堂平板 · ${classLabel}` : `学生关联手机账号 · ${classLabel}`;

  return (
    <Modal title={title} onClose={onClose} wide>
      {failed && (
        <div className={styles.failed} role="alert">
          <p>没能生成{purpose === 'device' ? '平板设置码' : '班级码'}。</p>
          <button type="button" className="btn btn-primary" onClick={() => void create(tablets)}>
            重试
          </button>
        </div>
      )}
      {!failed && !code && <p role="status">正在生成…</p>}
      {code && left && (
        <>
          <div className={`${styles.layout} ${purpose === 'device' ? styles.layoutDevice : ''}`}>
            <div className={styles.codeBox}>
              <p className={styles.codeCaption}>{purpose === 'device' ? '平板设置码' : '班级码'}</p>
              <p className={`${styles.code} ${expired ? styles.codeExpired : ''}`} data-testid="class-code">
                {code.code}
              </p>
              <p className={styles.countdown} aria-live="off">
                {expired ? '已过期，请重新生成' : `${left.text} 后过期`}
              </p>
              <button type="button" className={`btn ${expired ? 'btn-primary' : 'btn-ghost'}`} onClick={() => void create(tablets)}>
                重新生成
              </button>
            </div>
            {purpose === 'device' ? <DeviceQr code={code.code} /> : <p className={styles.explain}>{LINK_INTRO}</p>}
          </div>
          {purpose === 'device' && code.tablets !== null && (
            <>
              <TabletCount value={tablets} onChange={setTablets} onApply={() => void create(tablets)} />
              <JoinedTablets classId={classId} since={code.issuedAt} places={code.tablets} />
            </>
          )}
          {purpose === 'device' ? <DeviceSteps /> : <LinkSteps />}
        </>
      )}
    </Modal>
  );
}

const LINK_INTRO =
  '已经用手机号注册了账号的学生，可以把自己的手机账号和学校名单中的记录关联起来。关联后，在班级平板上和在手机上做的测评都会保存在同一个账号里，老师也能在班级中看到。';

function DeviceQr({ code }: { code: string }) {
  const url = `${window.location.origin}/tablet/setup?code=${code}`;
  const qr = useQr(url);
  return (
    <div className={styles.qr}>
      <QrSvg qr={qr} size={176} label={`平板设置页面的二维码：${url}`} />
      <span>用平板扫码，自动填好平板设置码</span>
    </div>
  );
}

function DeviceSteps() {
  return (
    <ol className={styles.stepList}>
      <li>
        在班级平板的浏览器中扫描上面的二维码；或者打开下面的网址，输入6位平板设置码：
        <span className={styles.url}>{window.location.origin}/tablet/setup</span>
      </li>
      <li>给这台平板起个好认的名字（如“讲台左侧”），点「设置」。</li>
      <li>设置好的平板上会显示本班学生的名单：学生点自己的名字，输入登录卡上的6位数字密码，就可以开始测评。</li>
      <li>平板设置码15分钟内有效，只能设置上面填写的台数；新设置的平板会立即出现在上面的列表里，不认识的平板请马上停用。</li>
      <li>每台平板设置一次可用180天（连续60天不用会失效），到期后重新设置即可。平板丢失或不再使用时，在本页「课堂平板」中停用它。</li>
    </ol>
  );
}

function LinkSteps() {
  return (
    <ol className={styles.stepList}>
      <li>学生在自己的手机上登录本站。</li>
      <li>在关联学校账号的页面输入上面的班级码、自己的学号和姓名（与学校名单一致），以及自己登录卡上的6位密码。</li>
      <li>关联成功后，本页名单中该学生的「手机账号」一栏会显示“已关联”。</li>
      <li>班级码15分钟内有效，可以投影给全班同时使用；过期后点「重新生成」。</li>
    </ol>
  );
}
