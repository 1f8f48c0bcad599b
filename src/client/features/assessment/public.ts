/** What other features and the routes use of the assessment feature; the rest stays inside. */
export { type AssessmentCard, assessmentCards, cardOf } from './assessment-cards';
export { reportSearch } from './report-search';
