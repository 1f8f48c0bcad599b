// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue } from '#shared/assessments/exchange-types';
import { QuestionView, TAP_GUARD_MS } from './components/question-view';
import { useAnswerLock } from './use-answer-lock';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const question = { id: 1, name: '我喜欢修理自行车。', options: [{ name: '是', value: 2 }, { name: '不确定', value: 1 }, { name: '否', value: 0 }] };

/** The test page's wiring: an answer is taken only with the lock, which stays until `release`. */
function Harness({ record }: { record: (value: AnswerValue) => void }) {
  const { locked, tryLock, release } = useAnswerLock();
  return (
    <>
      <QuestionView assessment="hld" question={question} number={1} selected={undefined} disabled={locked} onChoose={(v) => tryLock() && record(v)} />
      <button type="button" onClick={release}>
        下一题
      </button>
    </>
  );
}

describe('the answer lock', () => {
  it('takes only the first of two taps in one render, and the next answer once released', () => {
    vi.useFakeTimers();
    const record = vi.fn();
    render(<Harness record={record} />);
    act(() => void vi.advanceTimersByTime(TAP_GUARD_MS));
    const [yes, unsure] = screen.getAllByRole('radio');
    // Both in one act: no render between them, as two taps or keys handled in one task.
    act(() => {
      fireEvent.click(yes);
      fireEvent.click(unsure);
      fireEvent.keyDown(window, { key: '3' });
    });
    expect(record.mock.calls).toEqual([[2]]);

    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(screen.getAllByRole('radio')[1]);
    expect(record.mock.calls).toEqual([[2], [1]]);
  });
});
