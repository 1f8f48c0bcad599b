import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useModalFocus } from '#client/components/dialog/use-modal-focus';
import { PIN_LENGTH } from '#shared/validation/formats';
import { type PinKey, pinKeyOf, typePin } from './pin-entry';
import styles from './pin-pad.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const SLOW_AFTER_MS = 4000;

/**
 * The PIN pad a student sees after tapping their name: six dots and a big keypad. There is no text
 * input, so no system keyboard pops up over it; a hardware keyboard types digits, Backspace deletes,
 * Esc cancels. The sixth digit sends the PIN; `onPin` answers with the problem to show, if any.
 */
export function PinPad({ name, onPin, onCancel }: { name: string; onPin: (pin: string) => Promise<string | null>; onCancel: () => void }) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const busyRef = useRef(false);
  const cancel = useCallback(() => !busyRef.current && onCancel(), [onCancel]);
  useModalFocus(boxRef, cancel);

  const press = useCallback((key: PinKey) => {
    if (busyRef.current) return;
    setProblem(null);
    setPin((before) => typePin(before, key));
  }, []);

  // The sixth digit sends it.
  useEffect(() => {
    if (pin.length !== PIN_LENGTH || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    void onPin(pin).then((found) => {
      if (found === null) return; // signed in: the page moves on
      busyRef.current = false;
      setBusy(false);
      setPin('');
      setProblem(found);
    });
  }, [pin, onPin]);

  // A busy lesson can keep the server a while: the pad says it is waiting, not that something broke.
  useEffect(() => {
    if (!busy) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = pinKeyOf(event);
      if (!key) return;
      event.preventDefault();
      press(key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [press]);

  const status = busy ? (slow ? '正在登录…人多有点慢，请稍等' : '正在登录…') : (problem ?? `输入你的${PIN_LENGTH}位密码`);
  return (
    <div className={styles.backdrop}>
      <div ref={boxRef} className={styles.pad} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} aria-busy={busy}>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        <div className={`${styles.dots} ${problem ? styles.wrong : ''}`} aria-hidden="true">
          {Array.from({ length: PIN_LENGTH }, (_, i) => (
            <span key={i} className={i < pin.length ? styles.filled : undefined} />
          ))}
        </div>
        <p className={`${styles.status} ${problem ? styles.problem : ''}`} role={problem ? 'alert' : 'status'}>
          {status}
          <span className="visually-hidden">{busy || problem ? '' : `，已输入${pin.length}位`}</span>
        </p>
        <div className={styles.keys} role="group" aria-label="数字键">
          {DIGITS.map((digit) => (
            <button key={digit} type="button" className={styles.key} disabled={busy} onClick={() => press({ kind: 'digit', digit })}>
              {digit}
            </button>
          ))}
          <button type="button" className={`${styles.key} ${styles.word}`} disabled={busy} onClick={cancel}>
            取消
          </button>
          <button type="button" className={styles.key} disabled={busy} onClick={() => press({ kind: 'digit', digit: '0' })}>
            0
          </button>
          <button type="button" className={`${styles.key} ${styles.word}`} disabled={busy || pin.length === 0} onClick={() => press({ kind: 'delete' })}>
            删除
          </button>
        </div>
        <p className={styles.note}>登录后直接开始老师布置的测评。你的答案会保存下来，生成你的测评报告，你和老师都能看到。</p>
      </div>
    </div>
  );
}
