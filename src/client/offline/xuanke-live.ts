import { liveQuery } from 'dexie';
import { db } from './db';
import type { CachedXuankeRounds, ChoiceRow } from './schema';

/**
 * What the device holds of a student's 选科意向, live. Apart from live.ts, which every test and report
 * page loads, and from xuanke-state.ts, which /assessment's notice imports without loading Dexie, so only
 * the pages that show 选科意向 pay for it.
 */
export interface XuankeOnDevice {
  rounds: CachedXuankeRounds['list'];
  fetchedAt: number | null;
  choices: ChoiceRow[];
}

export const readXuankeOnDevice = async (userId: number): Promise<XuankeOnDevice> => {
  const kept = await db.xuankeRounds.get(userId);
  return { rounds: kept?.list ?? [], fetchedAt: kept?.fetchedAt ?? null, choices: await db.choices.where({ userId }).toArray() };
};

export function watchXuanke(userId: number, onChange: (value: XuankeOnDevice) => void) {
  const subscription = liveQuery(() => readXuankeOnDevice(userId)).subscribe({ next: onChange, error: () => onChange({ rounds: [], fetchedAt: null, choices: [] }) });
  return () => subscription.unsubscribe();
}
