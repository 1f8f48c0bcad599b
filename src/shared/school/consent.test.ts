import { describe, expect, it } from 'vitest';
import { consentDateProblem, consentMessages, consentMethodProblem } from './consent';

describe('the consent date', () => {
  // 2026-11-23 17:00 UTC is already 24 November in Beijing.
  const now = new Date('2026-11-23T17:00:00Z');

  it('may be any real day up to today in China', () => {
    expect(consentDateProblem('2026-09-01', now)).toBeNull();
    expect(consentDateProblem('2026-11-24', now)).toBeNull();
  });

  it('is refused after today in China, whatever the time zone of the device', () => {
    expect(consentDateProblem('2026-11-25', now)).toBe(consentMessages.dateInvalid);
    expect(consentDateProblem('2026-11-24', new Date('2026-11-23T15:00:00Z'))).toBe(consentMessages.dateInvalid);
  });

  it('must be a real day written YYYY-MM-DD', () => {
    expect(consentDateProblem('2026-02-30', now)).toBe(consentMessages.dateInvalid);
    expect(consentDateProblem('', now)).toBe(consentMessages.date);
    expect(consentDateProblem('2026/9/1', now)).toBe(consentMessages.date);
  });
});

describe('the consent method', () => {
  it('takes 2 to 60 characters, spaces around not counted', () => {
    expect(consentMethodProblem('家长会现场签字')).toBeNull();
    expect(consentMethodProblem(' 书 ')).toBe(consentMessages.method);
    expect(consentMethodProblem('书'.repeat(61))).toBe(consentMessages.methodLength);
  });
});
