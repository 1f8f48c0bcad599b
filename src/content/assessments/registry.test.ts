import { describe, expect, it } from 'vitest';
import { ASSESSMENT_KEYS, instrumentOf, instrumentVersions, instruments } from './registry';

describe('instrument versions', () => {
  it('keeps every version of each instrument once, the current first, and finds each by its version', () => {
    for (const key of ASSESSMENT_KEYS) {
      const versions = instrumentVersions[key].map((instrument) => instrument.version);
      expect(new Set(versions).size, key).toBe(versions.length);
      expect(versions[0]).toBe(instruments[key].version);
      for (const instrument of instrumentVersions[key]) expect(instrumentOf(key, instrument.version)).toBe(instrument);
      expect(instrumentOf(key, 'not-a-version')).toBe(instruments[key]);
      expect(instrumentOf(key)).toBe(instruments[key]);
    }
  });
});
