import type { ServerModule } from '../http/server-module';
import { assessmentRoutes } from './assessment-routes';
import { resultRoutes } from './result-routes';
import { signedResultRoutes } from './signed-result-routes';

/** The three assessments: questions, the right to test, submitting, reports, history, share links, the user's own results. */
export const assessmentsModule: ServerModule = {
  name: 'assessments',
  register(app, deps) {
    assessmentRoutes(app, deps);
    resultRoutes(app, deps);
    signedResultRoutes(app, deps);
  },
};
