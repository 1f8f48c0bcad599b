import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, notFound, redirect } from '@tanstack/react-router';
import { CATALOG_KINDS, type CatalogKind } from '#shared/console/catalog';
import { loginSearch } from './account/login-search';
import { LoginPage } from './account/login-page';
import { PasswordPage } from './account/password-page';
import { AuditPage } from './audit/audit-page';
import { CatalogEditPage } from './content/catalog-edit-page';
import { CatalogListPage } from './content/catalog-list-page';
import { ConsoleLayout } from './layout/console-layout';
import { ConsoleNotFound } from './layout/console-not-found';
import { leadSearch } from './leads/lead-search';
import { LeadsPage } from './leads/leads-page';
import { NewsEditPage } from './news/news-edit-page';
import { NewsListPage } from './news/news-list-page';
import { NewsTypesPage } from './news/news-types-page';
import { OperationsPage } from './operations/operations-page';
import { OperatorsPage } from './operators/operators-page';
import { SchoolsPage } from './schools/schools-page';
import { getConsoleToken } from './session';

/**
 * The console's routes, in code: a handful of desktop pages under /console, apart from the student app's
 * route tree. Params and search are parsed here, by the router: an id or a kind it does not know is the
 * not-found page (inside the frame, as each such route has it for its notFoundComponent). The student
 * app's router is the one registered for the router's types, so pages get what their route parsed as
 * props, read through the route objects below, and move with navigate.ts (typed against this tree).
 */
const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ notFoundComponent: ConsoleNotFound });

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

/** A row's id in the path: a positive whole number, else the not-found page. */
function idParam(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

/** A catalog kind in the path: one of CATALOG_KINDS, else the not-found page. */
function kindParam(raw: string): CatalogKind {
  if (!(CATALOG_KINDS as readonly string[]).includes(raw)) throw notFound();
  return raw as CatalogKind;
}

const home = createRoute({
  getParentRoute: () => signedIn,
  path: '/console',
  beforeLoad: () => {
    throw redirect({ href: '/console/leads' });
  },
});
const leads = createRoute({ getParentRoute: () => signedIn, path: '/console/leads', validateSearch: leadSearch, component: () => <LeadsPage search={leads.useSearch()} /> });
const newsList = createRoute({ getParentRoute: () => signedIn, path: '/console/news', component: NewsListPage });
const newsTypes = createRoute({ getParentRoute: () => signedIn, path: '/console/news/types', component: NewsTypesPage });
const newsNew = createRoute({ getParentRoute: () => signedIn, path: '/console/news/new', component: () => <NewsEditPage id={null} /> });
const newsEdit = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/news/$id',
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  notFoundComponent: ConsoleNotFound,
  component: function NewsEditRoute() {
    const { id } = newsEdit.useParams();
    return <NewsEditPage key={id} id={id} />;
  },
});
const content = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content',
  beforeLoad: () => {
    throw redirect({ href: '/console/content/banner' });
  },
});
const contentList = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind',
  params: { parse: ({ kind }) => ({ kind: kindParam(kind) }), stringify: ({ kind }) => ({ kind }) },
  notFoundComponent: ConsoleNotFound,
  component: function CatalogListRoute() {
    const { kind } = contentList.useParams();
    return <CatalogListPage key={kind} kind={kind} />;
  },
});
const contentNew = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind/new',
  params: { parse: ({ kind }) => ({ kind: kindParam(kind) }), stringify: ({ kind }) => ({ kind }) },
  notFoundComponent: ConsoleNotFound,
  component: function CatalogNewRoute() {
    const { kind } = contentNew.useParams();
    return <CatalogEditPage key={`${kind}/new`} kind={kind} id={null} />;
  },
});
const contentEdit = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind/$id',
  params: { parse: ({ kind, id }) => ({ kind: kindParam(kind), id: idParam(id) }), stringify: ({ kind, id }) => ({ kind, id: String(id) }) },
  notFoundComponent: ConsoleNotFound,
  component: function CatalogEditRoute() {
    const { kind, id } = contentEdit.useParams();
    return <CatalogEditPage key={`${kind}/${id}`} kind={kind} id={id} />;
  },
});
const schools = createRoute({ getParentRoute: () => signedIn, path: '/console/schools', component: SchoolsPage });
const operations = createRoute({ getParentRoute: () => signedIn, path: '/console/operations', component: OperationsPage });
const audit = createRoute({ getParentRoute: () => signedIn, path: '/console/audit', component: AuditPage });
const staff = createRoute({ getParentRoute: () => signedIn, path: '/console/operators', component: OperatorsPage });
const password = createRoute({ getParentRoute: () => signedIn, path: '/console/password', component: PasswordPage });

/**
 * The address's search as plain strings (`?q=138&due=1`), as the console has always written it: the
 * router's default would quote every value that reads as JSON (`?q=%22138%22`).
 */
function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const consoleRouter = createRouter({
  routeTree: root.addChildren([
    login,
    signedIn.addChildren([home, leads, newsList, newsTypes, newsNew, newsEdit, content, contentList, contentNew, contentEdit, schools, operations, audit, staff, password]),
  ]),
  context: { queryClient: undefined! },
  parseSearch: (query) => Object.fromEntries(new URLSearchParams(query)),
  stringifySearch,
});

export type ConsoleRouter = typeof consoleRouter;
