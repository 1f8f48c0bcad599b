import { useEffect, useRef, useState } from 'react';
import type { PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import { lastInputWasKeyboard } from '#client/lib/input-modality';
import styles from './test-page.module.css';

interface Props {
  assessment: AssessmentKey;
  question: PublicQuestion;
  number: number;
  selected: AnswerValue | undefined;
  disabled: boolean;
  onChoose: (value: AnswerValue) => void;
}

function optionsOf(question: PublicQuestion): { label: string; value: AnswerValue }[] {
  if ('options' in question) return question.options.map((o) => ({ label: o.name, value: o.value }));
  return [
    { label: question.a, value: 'a' },
    { label: question.b, value: 'b' },
  ];
}

/**
 * Taps this soon after a question appears are ignored: a quick second tap meant for the previous
 * question (or a double tap) must not answer this one unread. The options say so (aria-disabled)
 * without looking different, so nothing flashes.
 */
export const TAP_GUARD_MS = 400;

/** One question with radio-style options: large touch targets, arrow keys and number keys work too. */
export function QuestionView({ question, number, selected, disabled, onChoose }: Props) {
  const options = optionsOf(question);
  const groupRef = useRef<HTMLDivElement>(null);
  // The component is keyed by question, so this runs once per question shown.
  const [settling, setSettling] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSettling(false), TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);
  const accepts = !disabled && !settling;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const n = Number(event.key);
      if (n >= 1 && n <= options.length && accepts && !(event.target instanceof HTMLInputElement && event.target.type === 'text')) {
        onChoose(options[n - 1].value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options, accepts, onChoose]);

  // A new question takes the focus: its options for a keyboard user (arrows and Enter go on from
  // there), its heading otherwise, so that no option of a tapped test looks pre-selected.
  const stemRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const option = groupRef.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]');
    (lastInputWasKeyboard() ? option : stemRef.current)?.focus({ preventScroll: true });
  }, []);

  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === selected),
  );
  const onArrow = (event: React.KeyboardEvent, i: number) => {
    const delta = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const buttons = groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]');
    buttons?.[(i + delta + options.length) % options.length]?.focus();
  };

  return (
    <section className={styles.question} aria-labelledby={`q-${question.id}`}>
      {'bname' in question && question.bname && <p className={styles.bname}>{question.bname}</p>}
      <h2 id={`q-${question.id}`} ref={stemRef} tabIndex={-1} className={styles.stem}>
        <span className={styles.number}>{number}.</span> {question.name}
      </h2>
      <div ref={groupRef} role="radiogroup" aria-labelledby={`q-${question.id}`} className={styles.options}>
        {options.map((option, i) => (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={selected === option.value}
            tabIndex={i === focusIndex ? 0 : -1}
            className={`${styles.option} ${selected === option.value ? styles.selected : ''}`}
            disabled={disabled}
            aria-disabled={settling || undefined}
            onClick={() => accepts && onChoose(option.value)}
            onKeyDown={(e) => onArrow(e, i)}
          >
            <span className={styles.key} aria-hidden="true">
              {'options' in question ? i + 1 : String(option.value).toUpperCase()}
            </span>
            {option.label}
          </button>
        ))}
      </div>
    </section>
  );
}
