import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, redirect, useRouterState } from '@tanstack/react-router';
import { CATALOG_KINDS, type CatalogKind } from '#shared/console/catalog';
import { CatalogEditPage } from './content/catalog-edit-page';
import { CatalogListPage } from './content/catalog-list-page';
import { ConsoleLayout } from './layout/console-layout';
import { ConsoleNotFound } from './layout/console-not-found';
import { AuditPage } from './audit/audit-page';
import { LeadsPage, leadSearch } from './leads/leads-page';
import { LoginPage, loginSearch } from './account/login-page';
import { NewsEditPage } from './news/news-edit-page';
import { NewsListPage } from './news/news-list-page';
import { NewsTypesPage } from './news/news-types-page';
import { OperatorsPage } from './operators/operators-page';
import { OperationsPage } from './operations/operations-page';
import { PasswordPage } from './account/password-page';
import { SchoolsPage } from './schools/schools-page';
import { getConsoleToken } from './session';

/** The console's routes, in code: a handful of desktop pages under /console, apart from the student app's route tree. */
const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ notFoundComponent: ConsoleNotFound });

// Pages get their search as a prop: the student app's router is the one registered for types, so
// hooks typed by route path do not know these routes.
const login = createRoute({ getParentRoute: () => root, path: '/console/login', validateSearch: loginSearch, component: () => <LoginPage search={login.useSearch()} /> });

/** Every other page needs a sign-in; the server checks it and the role on every call. */
const signedIn = createRoute({
  getParentRoute: () => root,
  id: 'signed-in',
  beforeLoad: ({ location }) => {
    if (!getConsoleToken()) throw redirect({ href: `/console/login?redirect=${encodeURIComponent(location.href)}` });
  },
  component: ConsoleLayout,
});

const home = createRoute({ getParentRoute: () => signedIn, path: '/console', beforeLoad: () => {
  throw redirect({ href: '/console/leads' });
} });
const leads = createRoute({ getParentRoute: () => signedIn, path: '/console/leads', validateSearch: leadSearch, component: () => <LeadsPage search={leads.useSearch()} /> });
const newsList = createRoute({ getParentRoute: () => signedIn, path: '/console/news', component: NewsListPage });
const newsTypes = createRoute({ getParentRoute: () => signedIn, path: '/console/news/types', component: NewsTypesPage });
const newsNew = createRoute({ getParentRoute: () => signedIn, path: '/console/news/new', component: () => <NewsEditPage id={null} /> });
const newsEdit = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/news/$id',
  component: function NewsEditRoute() {
    const id = Number(useRouterState({ select: (state) => state.location.pathname.split('/').pop() }));
    return Number.isInteger(id) && id > 0 ? <NewsEditPage key={id} id={id} /> : <ConsoleNotFound />;
  },
});
/** The catalog's kind (and item) from the path; anything else is the not-found page. */
const kindOf = (segment: string | undefined) => (CATALOG_KINDS as readonly string[]).includes(segment ?? '') ? (segment as CatalogKind) : null;
const usePathParts = () => useRouterState({ select: (state) => state.location.pathname.split('/').slice(3) });
const content = createRoute({ getParentRoute: () => signedIn, path: '/console/content', beforeLoad: () => {
  throw redirect({ href: '/console/content/banner' });
} });
const contentList = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind',
  component: function CatalogListRoute() {
    const kind = kindOf(usePathParts()[0]);
    return kind ? <CatalogListPage key={kind} kind={kind} /> : <ConsoleNotFound />;
  },
});
const contentEdit = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind/$id',
  component: function CatalogEditRoute() {
    const [segment, rawId] = usePathParts();
    const kind = kindOf(segment);
    const id = rawId === 'new' ? null : Number(rawId);
    return kind && (id === null || (Number.isInteger(id) && id > 0)) ? <CatalogEditPage key={`${kind}/${rawId}`} kind={kind} id={id} /> : <ConsoleNotFound />;
  },
});
const schools = createRoute({ getParentRoute: () => signedIn, path: '/console/schools', component: SchoolsPage });
const operations = createRoute({ getParentRoute: () => signedIn, path: '/console/operations', component: OperationsPage });
const audit = createRoute({ getParentRoute: () => signedIn, path: '/console/audit', component: AuditPage });
const staff = createRoute({ getParentRoute: () => signedIn, path: '/console/operators', component: OperatorsPage });
const password = createRoute({ getParentRoute: () => signedIn, path: '/console/password', component: PasswordPage });

export const consoleRouter = createRouter({
  routeTree: root.addChildren([login, signedIn.addChildren([home, leads, newsList, newsTypes, newsNew, newsEdit, content, contentList, contentEdit, schools, operations, audit, staff, password])]),
  context: { queryClient: undefined! },
});
