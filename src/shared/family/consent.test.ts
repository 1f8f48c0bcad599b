import { describe, expect, it } from 'vitest';
import { type ConsentFacts, consentWaitOf } from './consent';

const today = new Date('2026-11-29T04:00:00Z');
const child = (facts: Partial<ConsentFacts>): ConsentFacts => ({ rostered: false, birthMonth: '2013-05', schoolRecorded: false, guardianDecision: null, ...facts });

describe('consentWaitOf', () => {
  it('lets a child of 14 or more upload whatever a guardian decided', () => {
    expect(consentWaitOf(child({ birthMonth: '2012-11' }), today)).toBeNull();
    expect(consentWaitOf(child({ birthMonth: '2011-01', guardianDecision: 'withdrawn' }), today)).toBeNull();
  });

  it('holds a self-registered child under 14 until a guardian consents online', () => {
    expect(consentWaitOf(child({ birthMonth: '2012-12' }), today)).toBe('parent');
    expect(consentWaitOf(child({ guardianDecision: 'given' }), today)).toBeNull();
    expect(consentWaitOf(child({ guardianDecision: 'refused' }), today)).toBe('parent');
    expect(consentWaitOf(child({ guardianDecision: 'withdrawn' }), today)).toBe('withdrawn');
  });

  it('never holds a school’s staff (adults trying the tests)', () => {
    expect(consentWaitOf(child({ birthMonth: '', staff: true }), today)).toBeNull();
  });

  it('asks an unknown age first (it counts as under 14)', () => {
    expect(consentWaitOf(child({ birthMonth: '' }), today)).toBe('birth-month');
    expect(consentWaitOf(child({ birthMonth: '', guardianDecision: 'given' }), today)).toBeNull();
  });

  it('lets a rostered child upload on the school record or a guardian online, and a guardian’s newer no outranks the record', () => {
    expect(consentWaitOf(child({ rostered: true }), today)).toBe('school');
    expect(consentWaitOf(child({ rostered: true, birthMonth: '' }), today)).toBe('school');
    expect(consentWaitOf(child({ rostered: true, schoolRecorded: true }), today)).toBeNull();
    expect(consentWaitOf(child({ rostered: true, guardianDecision: 'given' }), today)).toBeNull();
    expect(consentWaitOf(child({ rostered: true, schoolRecorded: true, guardianDecision: 'withdrawn' }), today)).toBe('withdrawn');
    expect(consentWaitOf(child({ rostered: true, schoolRecorded: true, guardianDecision: 'refused' }), today)).toBe('parent');
  });
});
