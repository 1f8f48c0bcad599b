import { describe, expect, it } from 'vitest';
import { shapeText } from './text-parts';

describe('shapeText', () => {
  it('shows names joined with 、 as chips', () => {
    expect(shapeText('教育学、心理学、 社会工作', 'names')).toEqual({ kind: 'chips', items: ['教育学', '心理学', '社会工作'] });
  });
  it('shows line-separated text as a list without trailing stops', () => {
    expect(shapeText('善于沟通。\n做事负责')).toEqual({ kind: 'list', items: ['善于沟通', '做事负责'] });
  });
  it('shows three or more 「；」 clauses as a list and keeps shorter text as a paragraph', () => {
    expect(shapeText('凝聚人心；培养人才；促进合作。')).toEqual({ kind: 'list', items: ['凝聚人心', '培养人才', '促进合作'] });
    expect(shapeText('先想清楚；再开口。')).toEqual({ kind: 'paragraph', text: '先想清楚；再开口。' });
  });
});
