/** What other features and the routes use of the class tablet (docs/SCHOOL.md); the rest stays inside. */
export { HandOverSlot } from './hand-over/hand-over-slot';

/** The hand-over button, loaded on demand: a page shows it only on a class tablet, and nobody else downloads it. */
export const loadHandOverButton = () => import('./hand-over/hand-over-button');
