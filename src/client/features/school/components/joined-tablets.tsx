import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TABLETS_PER_CODE } from '#shared/school/class-code';
import { classDevicesQuery } from '../queries';
import styles from './class-code.module.css';

/** How often the open set-up dialog asks which tablets have joined. */
const JOINED_REFRESH_MS = 3000;

/** 本次设置几台平板: the code takes at most this many; a new number takes effect with 重新生成. */
export function TabletCount({ value, onChange, onApply }: { value: number; onChange: (n: number) => void; onApply: () => void }) {
  const id = useId();
  return (
    <p className={styles.tabletCount}>
      <label htmlFor={id}>这个平板设置码可设置</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={TABLETS_PER_CODE.min}
        max={TABLETS_PER_CODE.max}
        value={value}
        onChange={(event) => onChange(Math.min(TABLETS_PER_CODE.max, Math.max(TABLETS_PER_CODE.min, Math.round(Number(event.target.value) || TABLETS_PER_CODE.min))))}
      />
      <span>台平板</span>
      <button type="button" className="btn btn-ghost" onClick={onApply}>
        按新台数重新生成
      </button>
    </p>
  );
}

/**
 * The tablets set up with this code so far, live while the dialog is open: the teacher sees each new
 * one by the name it was given and stops a stranger's at once in 课堂平板.
 */
export function JoinedTablets({ classId, since, places }: { classId: number; since: string; places: number }) {
  const query = useQuery({ ...classDevicesQuery(classId), refetchInterval: JOINED_REFRESH_MS });
  const joined = (query.data ?? []).filter((device) => new Date(device.createdAt) >= new Date(since));
  return (
    <div className={styles.joined} aria-live="polite">
      <p>
        已设置 <strong data-testid="joined-count">{joined.length}</strong> / {places} 台{joined.length >= places && '（已满，如还有平板请按新台数重新生成）'}
      </p>
      {joined.length > 0 && (
        <ul>
          {joined.map((device) => (
            <li key={device.id}>{device.label || `未命名平板 #${device.id}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
