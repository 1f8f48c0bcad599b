import { GENERAL_CONSULT_NAME } from './general-consult';
import { activityPages, onePage, trainingPages } from './pages';

/**
 * What a consultation can be about besides an expert or a product (those are rows of the database):
 * the study activities and trainings by their page slug, the one-to-one service, and a general
 * question (在线咨询). The server takes the name it stores from here, never from the request.
 */
export type ActivitySlug = keyof typeof activityPages;
export type TrainingSlug = keyof typeof trainingPages;

export type ConsultSubject = { kind: 'activity'; slug: ActivitySlug } | { kind: 'training'; slug: TrainingSlug } | { kind: 'one' } | { kind: 'general' };

export const ONE_CONSULT_NAME = `${onePage.title} · 免费了解会谈`;

/** The subject named by a kind and a slug as a request sends them, or null when there is no such thing. */
export function consultSubjectOf(kind: string, slug: string): ConsultSubject | null {
  if (kind === 'activity' && Object.hasOwn(activityPages, slug)) return { kind, slug: slug as ActivitySlug };
  if (kind === 'training' && Object.hasOwn(trainingPages, slug)) return { kind, slug: slug as TrainingSlug };
  if ((kind === 'one' || kind === 'general') && slug === '') return { kind };
  return null;
}

export function consultSubjectName(subject: ConsultSubject): string {
  switch (subject.kind) {
    case 'activity':
      return `研学活动 · ${activityPages[subject.slug].title}`;
    case 'training':
      return `认证培训 · ${trainingPages[subject.slug].title}`;
    case 'one':
      return ONE_CONSULT_NAME;
    case 'general':
      return GENERAL_CONSULT_NAME;
  }
}
