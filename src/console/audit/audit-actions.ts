import { AUDIT_ACTIONS } from '#shared/console/rules';

/** What an action of the log is called; an action of a later version shows as written. */
export const actionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** A before/after of the log as people read it: 状态: contacted；跟进人: 3. */
export function describeChange(change: Record<string, unknown> | null): string {
  if (!change) return '';
  return Object.entries(change)
    .map(([key, value]) => `${key}: ${value === null ? '无' : typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('；');
}
