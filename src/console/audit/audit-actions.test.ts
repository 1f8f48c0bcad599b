import { describe, expect, it } from 'vitest';
import { actionLabel, describeChange } from './audit-actions';

describe('the audit log as people read it', () => {
  it('names each action, and shows an unknown one as written', () => {
    expect(actionLabel('lead.export')).toBe('导出线索');
    expect(actionLabel('content.publish')).toBe('发布内容');
    expect(actionLabel('poster.print')).toBe('poster.print');
  });

  it('writes a before/after as key: value pairs, null as 无', () => {
    expect(describeChange({ status: 'contacted', ownerId: null })).toBe('status: contacted；ownerId: 无');
    expect(describeChange({ filter: { q: '138' }, count: 2 })).toBe('filter: {"q":"138"}；count: 2');
    expect(describeChange(null)).toBe('');
  });
});
