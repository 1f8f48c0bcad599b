import { describe, expect, it } from 'vitest';
import type { MyXuankeRound } from '#client/contracts/xuanke-rounds.gen';
import type { ChoiceRow } from './schema';
import { choiceStateOf, roundToAnswer } from './xuanke-state';

const round = (over: Partial<MyXuankeRound> = {}): MyXuankeRound => ({
  id: 3,
  title: '第一次选科意向',
  model: '3+1+2',
  scopeLabel: '高一 3班',
  closesAt: null,
  open: true,
  teacherName: '李老师',
  choice: null,
  ...over,
});
const row = (over: Partial<ChoiceRow> = {}): ChoiceRow => ({
  submissionId: 's1',
  userId: 7,
  roundId: 3,
  payload: { combination: '物理+化学+生物', note: '', submittedAt: 2_000 },
  createdAt: 2_000,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: '',
  state: 'pending',
  ...over,
});

describe('a student and a round, from the device', () => {
  it('nothing yet; the server’s choice; a newer one on the device waiting; a refused one', () => {
    expect(choiceStateOf(round(), [])).toEqual({ kind: 'none' });
    const server = round({ choice: { combination: '历史+思想政治+地理', note: '', submittedAt: new Date(1_000).toISOString() } });
    expect(choiceStateOf(server, [])).toMatchObject({ kind: 'submitted', combination: '历史+思想政治+地理', at: 1_000 });
    expect(choiceStateOf(server, [row()])).toMatchObject({ kind: 'saved', combination: '物理+化学+生物' });
    expect(choiceStateOf(server, [row({ waitingFor: 'parent' })])).toMatchObject({ kind: 'saved', waitingFor: 'parent' });
    expect(choiceStateOf(server, [row({ state: 'rejected', lastError: '这次选科意向已经结束，不能再提交或修改' })])).toMatchObject({
      kind: 'refused',
      error: '这次选科意向已经结束，不能再提交或修改',
    });
    // An older choice still on this device does not hide a newer one made elsewhere.
    expect(choiceStateOf(round({ choice: { combination: '历史+思想政治+地理', note: '', submittedAt: new Date(5_000).toISOString() } }), [row()])).toMatchObject({
      kind: 'submitted',
    });
    // Another round's row says nothing about this one.
    expect(choiceStateOf(round(), [row({ roundId: 4 })])).toEqual({ kind: 'none' });
  });

  it('the round still to answer: open, not past its closing time, with no choice anywhere', () => {
    expect(roundToAnswer([round()], [], 0)?.id).toBe(3);
    expect(roundToAnswer([round()], [row()], 0)).toBeNull();
    expect(roundToAnswer([round({ open: false })], [], 0)).toBeNull();
    expect(roundToAnswer([round({ closesAt: new Date(10).toISOString() })], [], 20)).toBeNull();
  });
});
