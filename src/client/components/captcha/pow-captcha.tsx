import { useEffect, useId, useRef, useState } from 'react';
import { type CaptchaPurpose, captchaApi } from '#client/contracts/captcha.gen';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { useModalFocus } from '../dialog/use-modal-focus';
import { encodePayload, solvePow } from './pow-solve';
import styles from './pow-captcha.module.css';

type Status = 'solving' | 'passed' | 'failed' | 'unsupported';

interface Props {
  purpose: CaptchaPurpose;
  onDone: (ticket: string | null) => void;
}

/** How long 验证通过 stays on screen (and is read out) before the dialog closes. */
const PASSED_SHOWN_MS = 700;

/**
 * The captcha: a modal that solves a proof-of-work challenge by itself (no dragging, no picture),
 * says what it is doing in a live region, and hands back a ticket for one purpose.
 */
export default function PowCaptcha({ purpose, onDone }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const statusId = useId();
  const [status, setStatus] = useState<Status>(() => (globalThis.crypto?.subtle ? 'solving' : 'unsupported'));
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  useModalFocus(boxRef, () => onDone(null));

  useEffect(() => {
    if (!globalThis.crypto?.subtle) return;
    const controller = new AbortController();
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        const next = await callApi(captchaApi.get, {}, { silent: true });
        if (controller.signal.aborted) return;
        if (next.disabled) return onDone('captcha-off');
        const solution = await solvePow(next.challenge, controller);
        if (controller.signal.aborted) return;
        if (!solution) throw new Error('not solved in time');
        const { ticket } = await callApi(captchaApi.verify, { purpose, payload: encodePayload(next.challenge, solution) }, { silent: true });
        if (controller.signal.aborted) return;
        setStatus('passed');
        closeTimer = setTimeout(() => onDone(ticket), PASSED_SHOWN_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiCallError) setFailure(error.code === 0 ? '网络连接失败，请检查网络后重试' : error.message);
        else setFailure('验证失败，请重试');
        setStatus('failed');
      }
    };
    void run();
    return () => {
      controller.abort();
      clearTimeout(closeTimer);
    };
  }, [attempt, purpose, onDone]);

  const message = {
    solving: '正在验证，请稍候…',
    passed: '验证通过',
    failed: failure,
    unsupported: '当前浏览器无法完成验证，请更新浏览器，或通过 HTTPS 地址访问本站',
  }[status];

  return (
    <div className={styles.backdrop}>
      <div ref={boxRef} className={styles.box} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={statusId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId}>安全验证</h2>
          <button type="button" className={styles.close} aria-label="关闭验证" onClick={() => onDone(null)}>
            ×
          </button>
        </div>
        <p className={styles.explain}>为防止恶意注册和短信滥发，您的设备正在自动完成一次计算验证，无需任何操作，通常一两秒即可完成。</p>
        <div className={`${styles.progress} ${styles[status]}`} aria-hidden="true">
          <span />
        </div>
        <p id={statusId} className={styles.status} role="status" aria-live="polite" aria-busy={status === 'solving'}>
          {message}
        </p>
        {(status === 'failed' || status === 'unsupported') && (
          <div className={styles.foot}>
            {status === 'failed' && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setStatus('solving');
                  setAttempt((n) => n + 1);
                }}
              >
                重新验证
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={() => onDone(null)}>
              取消
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
