import { describe, expect, it } from 'vitest';
import { shownIds } from '#shared/assessments/shown-order';
import { attentiveSheet } from './attentive-sheet';
import { checkQuality, instruments } from '#content/assessments/registry';

describe('an attentive student’s sheet (for tests and the bench)', () => {
  for (const key of ['hld', 'mbti', 'dyzn'] as const) {
    it(`${key}: answers every question, passes the quality check, and the same seed gives the same sheet`, () => {
      const sheet = attentiveSheet(key, 3);
      const ids = shownIds(instruments[key]);
      expect(
        Object.keys(sheet)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...ids].sort((a, b) => a - b));
      const values = new Map(Object.entries(sheet).map(([id, value]) => [Number(id), value]));
      expect(checkQuality(key, values, undefined, undefined, ids.length * 9).flagged).toBe(false);
      expect(attentiveSheet(key, 3)).toEqual(sheet);
      expect(attentiveSheet(key, 4)).not.toEqual(sheet);
    });
  }
});
