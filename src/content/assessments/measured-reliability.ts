import type { AssessmentKey } from '#shared/assessments/types';

/** Reliability measured on real students' first attempts, per scale, for the report's "关于本测评" panel. */
export interface MeasuredReliability {
  version: string;
  /** First attempts counted (flagged sheets excluded). */
  respondents: number;
  /** YYYY-MM-DD */
  measuredAt: string;
  scales: { scale: string; name: string; coefficient: number }[];
}

/**
 * Written by `npm run reliability -- --write` once an instrument version has at least
 * MIN_RESPONDENTS_TO_PUBLISH first attempts; empty until then (the panel then says so).
 */
export const MIN_RESPONDENTS_TO_PUBLISH = 200;

export const measuredReliability: Partial<Record<AssessmentKey, MeasuredReliability>> = {};
