import type { SeedEnrollProject } from './types';

/** Certification trainings that can be applied for on the enrolment form (prices in yuan). */
export const enrollProjects: SeedEnrollProject[] = [
  { id: 1, name: '家庭教育指导师', price: 3980 },
  { id: 2, name: '高考志愿规划师', price: 4680 },
  { id: 3, name: '青少年生涯规划师', price: 5280 },
];
