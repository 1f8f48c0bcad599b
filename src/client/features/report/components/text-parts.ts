/**
 * How a report text is best shown. Report texts are plain strings in src/content/: some are
 * paragraphs, some are lists joined with line breaks or 「；」, and names of fields, occupations
 * and majors are joined with 「、」.
 */
export type TextShape = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] } | { kind: 'chips'; items: string[] };

const trimEnd = (s: string) => s.trim().replace(/[。；;]$/, '');

export function shapeText(text: string, as: 'prose' | 'names' = 'prose'): TextShape {
  const clean = text.trim();
  if (as === 'names')
    return {
      kind: 'chips',
      items: clean
        .split(/[、，,]/)
        .map((s) => s.trim())
        .filter(Boolean),
    };
  if (clean.includes('\n')) return { kind: 'list', items: clean.split('\n').map(trimEnd).filter(Boolean) };
  const parts = clean.split('；').map(trimEnd).filter(Boolean);
  if (parts.length >= 3) return { kind: 'list', items: parts };
  return { kind: 'paragraph', text: clean };
}
