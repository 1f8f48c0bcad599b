import type { ResultMeta } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';

/** A stand-in organisation logo (longer than 50 characters, so the report shows it). */
const DEMO_LOGO = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="10" fill="#eeecfd"/><circle cx="24" cy="24" r="14" fill="#5b4fd6"/><path d="M17 27l6-10 6 10z" fill="#fff"/><text x="46" y="30" font-size="15" font-family="sans-serif" fill="#4236b8">示范学校</text></svg>',
)}`;

/** Metadata of the sample reports: a made-up student, clearly not a real result. */
export function demoMeta(assessment: AssessmentKey, times: number, usedtime: string): ResultMeta {
  return {
    id: 0,
    assessment,
    createtime: '2025-03-16 10:30',
    usedtime,
    times,
    nickname: '小明',
    orginfo: { reportlogo: DEMO_LOGO },
    version: 'demo',
    isOwner: false,
    quality: null,
    previous: null,
  };
}
