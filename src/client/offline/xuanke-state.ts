import type { MyXuankeRound } from '#client/contracts/xuanke-rounds.gen';
import type { StoredConsentWait } from '#shared/family/consent';
import type { ChoiceRow } from './schema';

/**
 * Where a student is with a 选科意向 round, read from the device (so it shows offline): the choice that
 * will be in force — the newest one this device still holds, else the server's — and what it waits for.
 */
export type ChoiceState =
  | { kind: 'none' }
  /** Confirmed by the server. */
  | { kind: 'submitted'; combination: string; note: string; at: number }
  /** On this device, waiting for the network (or for the guardian's consent the teacher records). */
  | { kind: 'saved'; combination: string; note: string; at: number; waitingFor?: StoredConsentWait; error: string }
  /** The server refused it (the round closed meanwhile, say), with its words. */
  | { kind: 'refused'; combination: string; note: string; at: number; error: string };

export const timeOf = (at: Date | string | number) => (typeof at === 'number' ? at : new Date(at).getTime());

export function choiceStateOf(round: Pick<MyXuankeRound, 'id' | 'choice'>, choices: readonly ChoiceRow[]): ChoiceState {
  const server = round.choice ? { combination: round.choice.combination, note: round.choice.note, at: timeOf(round.choice.submittedAt) } : null;
  const local = choices.filter((c) => c.roundId === round.id).sort((a, b) => b.payload.submittedAt - a.payload.submittedAt)[0];
  // A choice on the device older than the server's (sent from another device since) is not the one in force.
  if (local && (!server || local.payload.submittedAt >= server.at)) {
    const mine = { combination: local.payload.combination, note: local.payload.note, at: local.payload.submittedAt, error: local.lastError };
    if (local.state === 'rejected') return { kind: 'refused', ...mine };
    return { kind: 'saved', ...mine, ...(local.waitingFor ? { waitingFor: local.waitingFor } : {}) };
  }
  return server ? { kind: 'submitted', ...server } : { kind: 'none' };
}

/** Whether the student still has an open round to answer (the tablet opens the page after the PIN). */
export function roundToAnswer(rounds: readonly MyXuankeRound[], choices: readonly ChoiceRow[], now: number): MyXuankeRound | null {
  return rounds.find((r) => r.open && (r.closesAt === null || timeOf(r.closesAt) > now) && choiceStateOf(r, choices).kind === 'none') ?? null;
}
