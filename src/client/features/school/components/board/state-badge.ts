import type { LessonState } from '#shared/school/lesson-state';
import common from '../school.module.css';

export const STATE_BADGE: Record<LessonState, string> = {
  'not-started': '',
  'in-progress': common.badgeInfo,
  'finished-waiting': common.badgeWarn,
  uploaded: common.badgeOk,
  flagged: common.badgeDanger,
};
