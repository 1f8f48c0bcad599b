import { activityPages, trainingPages } from '#content/marketing/pages';

/** The pages of this feature and how they link to each other; titles come from src/content. */

export type TrainingKey = keyof typeof trainingPages;
export type ActivityKey = keyof typeof activityPages;

export interface ProgramLink {
  to: string;
  title: string;
  subtitle: string;
}

/** Each training is sold as one enroll project; the id pre-ticks it on /sign-up. */
export const trainingProjectIds: Record<TrainingKey, number> = { family: 1, volunteer: 2, teenager: 3 };

const trainingOrder: TrainingKey[] = ['family', 'volunteer', 'teenager'];
const activityOrder: ActivityKey[] = ['medicine', 'pbl', 'party', 'experience'];

export const trainingLinks: (ProgramLink & { key: TrainingKey })[] = trainingOrder.map((key) => ({
  key,
  to: `/career/${key}`,
  title: trainingPages[key].title,
  subtitle: trainingPages[key].subtitle,
}));

export const activityLinks: (ProgramLink & { key: ActivityKey })[] = activityOrder.map((key) => ({
  key,
  to: `/activity/${key}`,
  title: activityPages[key].title,
  subtitle: activityPages[key].subtitle,
}));
