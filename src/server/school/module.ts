import type { ServerModule } from '../http/server-module';
import { classRoutes } from './class-routes';
import { lessonRoutes } from './lesson-routes';
import { rosterRoutes } from './roster-routes';
import { tabletRoutes } from './tablet-routes';
import { xuankeRoutes } from './xuanke-routes';

/** The school side (docs/SCHOOL.md): classes and staff, rosters, class tablets and PIN sign-in, lessons, the board and class reports, 选科意向 rounds. */
export const schoolModule: ServerModule = {
  name: 'school',
  register(app, deps) {
    tabletRoutes(app, deps);
    classRoutes(app, deps);
    rosterRoutes(app, deps);
    lessonRoutes(app, deps);
    xuankeRoutes(app, deps);
  },
};
