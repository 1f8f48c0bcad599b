import { useEffect, useState } from 'react';
import type { MyXuankeRound } from '#client/contracts/xuanke-rounds.gen';
import { formatChinaTime } from '#shared/format/time';
import { MODEL_TEXT, NOTE_MAX, choiceText, combinationOf } from '#shared/xuanke/round';
import { PageHeading } from '#client/components/layout/page-heading';
import { getToken } from '#client/lib/token-storage';
import { toast } from '#client/lib/toast-store';
import { refreshXuankeRounds, saveChoice } from '#client/offline/choices';
import { db } from '#client/offline/db';
import type { ChoiceRow } from '#client/offline/schema';
import { syncNow } from '#client/offline/sync';
import { type ChoiceState, choiceStateOf, timeOf } from '#client/offline/xuanke-state';
import { useUserInfo } from '#client/session/user';
import { EMPTY_PICK, type Picked, pickedCombination, pickOf, steps, toggle } from './picker';
import { useXuankeOnDevice } from './use-xuanke-on-device';
import styles from './xuanke.module.css';

/**
 * 选科意向 (/subject-choice): the student's rounds, each with the combination they intend to take. A choice is
 * kept on this device before the page says so and uploads by itself (docs/OFFLINE.md), so it works on
 * a class tablet that lost the network; a new choice before the round closes replaces the earlier one.
 */
export function XuankeStudentPage() {
  const { data: user } = useUserInfo();
  const userId = user?.id;
  const device = useXuankeOnDevice(userId);
  useEffect(() => {
    const token = getToken();
    if (userId === undefined || !token) return;
    void refreshXuankeRounds(db, userId, token);
  }, [userId]);
  const rounds = device?.rounds ?? [];
  return (
    <div className="container page">
      <PageHeading title="选科意向" subtitle="老师想了解你打算选考哪几门科目。按你现在的真实想法选择即可，截止前可以随时修改，以最后一次为准。" />
      {device === null ? (
        <p className={styles.muted}>正在读取…</p>
      ) : rounds.length === 0 ? (
        <p className={styles.empty}>{device.fetchedAt === null ? '还没有读取到老师发起的选科意向。请连上网络后再打开这个页面。' : '老师还没有发起选科意向。'}</p>
      ) : (
        rounds.map((round) => <RoundCard key={round.id} round={round} userId={userId!} choices={device.choices} />)
      )}
    </div>
  );
}

function RoundCard({ round, userId, choices }: { round: MyXuankeRound; userId: number; choices: ChoiceRow[] }) {
  const state = choiceStateOf(round, choices);
  const open = round.open && (round.closesAt === null || timeOf(round.closesAt) > Date.now());
  const [editing, setEditing] = useState(false);
  const headingId = `round-${round.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {round.title}
      </h2>
      <p className={styles.meta}>
        {round.scopeLabel} · {round.teacherName || '老师'} · 选科模式 {MODEL_TEXT[round.model].name}
        {round.closesAt ? ` · ${open ? '截止时间' : '已于'} ${formatChinaTime(timeOf(round.closesAt))}${open ? '' : ' 截止'}` : ''}
        {!open && !round.closesAt ? ' · 已结束' : ''}
      </p>
      <StateLine model={round.model} state={state} />
      {open && (state.kind === 'none' || editing) ? (
        <ChoiceForm round={round} userId={userId} initial={state.kind === 'none' ? null : state} onDone={() => setEditing(false)} />
      ) : open ? (
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>
          修改选科意向
        </button>
      ) : (
        state.kind === 'none' && <p className={styles.muted}>这次选科意向已经结束，你没有提交。</p>
      )}
    </section>
  );
}

function StateLine({ model, state }: { model: MyXuankeRound['model']; state: ChoiceState }) {
  if (state.kind === 'none') return null;
  const combination = combinationOf(model, state.combination);
  const words = combination ? `${state.combination}（${choiceText(combination)}）` : state.combination;
  return (
    <div className={`${styles.state} ${state.kind === 'refused' ? styles.refused : state.kind === 'saved' ? styles.saved : styles.done}`} role="status">
      <p className={styles.choice}>
        我的选择：<strong>{words}</strong>
      </p>
      {state.note && <p className={styles.muted}>备注：{state.note}</p>}
      <p className={styles.statusText}>
        {state.kind === 'submitted' && `已提交给老师 · ${formatChinaTime(state.at)}`}
        {state.kind === 'saved' && (state.waitingFor ? '已保存在本设备，等家长同意后会自动提交，不用重选。' : '已保存在本设备，联网后会自动提交给老师，不用重选。')}
        {state.kind === 'refused' && `没有提交成功：${state.error}`}
      </p>
    </div>
  );
}

function ChoiceForm({ round, userId, initial, onDone }: { round: MyXuankeRound; userId: number; initial: { combination: string; note: string } | null; onDone: () => void }) {
  const [picked, setPicked] = useState<Picked>(() => pickOf(round.model, initial?.combination ?? null) ?? EMPTY_PICK);
  const [note, setNote] = useState(initial?.note ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const result = pickedCombination(round.model, picked);
  const combination = 'label' in result ? combinationOf(round.model, result.label) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!combination) return setError('missing' in result ? result.missing : '请选择选科组合');
    setSaving(true);
    setError('');
    try {
      // Imported with the page, not now: the network may be gone by the time the student taps.
      await saveChoice(db, { userId, roundId: round.id, combination: combination.label, note: note.trim() });
      toast.success('已保存在本设备');
      onDone();
      void syncNow();
    } catch {
      setError('没有保存成功：本设备的存储空间可能已满，请告诉老师。');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.rule}>{MODEL_TEXT[round.model].rule}</p>
      {steps(round.model).map((step) => (
        <fieldset key={step.key} className={styles.fieldset}>
          <legend className={styles.legend}>{step.legend}</legend>
          <div className={styles.subjects}>
            {step.subjects.map((subject) => {
              const checked = step.key === 'first' ? picked.first === subject : picked.others.includes(subject);
              return (
                <label key={subject} className={`${styles.subject} ${checked ? styles.checked : ''}`}>
                  <input
                    type={step.max === 1 ? 'radio' : 'checkbox'}
                    name={`round-${round.id}-${step.key}`}
                    checked={checked}
                    onChange={() => setPicked((now) => toggle(round.model, now, subject))}
                  />
                  {subject}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className={styles.summary} aria-live="polite">
        {combination ? (
          <>
            你的选择：<strong>{combination.label}</strong>（{choiceText(combination)}）
          </>
        ) : (
          'missing' in result && result.missing
        )}
      </p>
      <label className={styles.noteLabel} htmlFor={`note-${round.id}`}>
        想对老师说的话（可不填）
      </label>
      <textarea
        id={`note-${round.id}`}
        className={styles.note}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        placeholder="如：还在物理和历史之间犹豫"
        onChange={(e) => setNote(e.target.value)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {initial ? '提交修改' : '提交选科意向'}
      </button>
    </form>
  );
}
