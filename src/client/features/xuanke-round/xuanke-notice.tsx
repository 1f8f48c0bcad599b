import { Link } from '@tanstack/react-router';
import { choiceStateOf, timeOf } from '#client/offline/xuanke-state';
import { useXuankeOnDevice } from './use-xuanke-on-device';
import styles from './xuanke.module.css';

/** On /assessment: the student's open 选科意向 rounds, read from the device (kept at sign-in), with the way to /subject-choice. */
export function XuankeNotice({ userId }: { userId: number | undefined }) {
  const device = useXuankeOnDevice(userId);
  const open = (device?.rounds ?? []).filter((r) => r.open && (r.closesAt === null || timeOf(r.closesAt) > Date.now()));
  if (!device || open.length === 0) return null;
  return (
    <section className={styles.notice} aria-label="选科意向">
      {open.map((round) => {
        const state = choiceStateOf(round, device.choices);
        return (
          <p key={round.id}>
            <strong>{round.title}</strong>
            <span>{state.kind === 'none' ? '老师请你填写打算选考的科目' : `你的选择：${state.combination}`}</span>
            <Link to="/subject-choice" className={state.kind === 'none' ? 'btn btn-primary' : 'btn btn-ghost'}>
              {state.kind === 'none' ? '去填写' : '查看或修改'}
            </Link>
          </p>
        );
      })}
    </section>
  );
}
