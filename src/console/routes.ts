import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, notFound, redirect } from '@tanstack/react-router';
import { CATALOG_KINDS, type CatalogKind } from '#shared/console/catalog';
import { loginSearch } from './account/login-search';
import { leadSearch } from './leads/lead-search';
import { getConsoleToken } from './session';

/**
 * The console's routes, in code: a handful of desktop pages under /console, apart from the student app's
 * route tree. Params and search are parsed here, by the router: an id or a kind it does not know is the
 * not-found page (inside the frame, as each such route has it for its notFoundComponent). The student
 * app's router is the one registered for the router's types, so pages get what their route parsed as
 * props and move with navigate.ts, typed against this tree. The pages are attached in router.tsx: this
 * file imports none, so a page may import navigate.ts (and its type of this tree) without a cycle.
 */
export const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({});

export const login = createRoute({ getParentRoute: () => root, path: '/console/login', validateSearch: loginSearch });

/** Every other page needs a sign-in; the server checks it and the role on every call. */
export const signedIn = createRoute({
  getParentRoute: () => root,
  id: 'signed-in',
  beforeLoad: ({ location }) => {
    if (!getConsoleToken()) throw redirect({ href: `/console/login?redirect=${encodeURIComponent(location.href)}` });
  },
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
export const leads = createRoute({ getParentRoute: () => signedIn, path: '/console/leads', validateSearch: leadSearch });
export const newsList = createRoute({ getParentRoute: () => signedIn, path: '/console/news' });
export const newsTypes = createRoute({ getParentRoute: () => signedIn, path: '/console/news/types' });
export const newsNew = createRoute({ getParentRoute: () => signedIn, path: '/console/news/new' });
export const newsEdit = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/news/$id',
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
});
const content = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content',
  beforeLoad: () => {
    throw redirect({ href: '/console/content/banner' });
  },
});
export const contentList = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind',
  params: { parse: ({ kind }) => ({ kind: kindParam(kind) }), stringify: ({ kind }) => ({ kind }) },
});
export const contentNew = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind/new',
  params: { parse: ({ kind }) => ({ kind: kindParam(kind) }), stringify: ({ kind }) => ({ kind }) },
});
export const contentEdit = createRoute({
  getParentRoute: () => signedIn,
  path: '/console/content/$kind/$id',
  params: { parse: ({ kind, id }) => ({ kind: kindParam(kind), id: idParam(id) }), stringify: ({ kind, id }) => ({ kind, id: String(id) }) },
});
export const schools = createRoute({ getParentRoute: () => signedIn, path: '/console/schools' });
export const xuanke = createRoute({ getParentRoute: () => signedIn, path: '/console/xuanke' });
export const operations = createRoute({ getParentRoute: () => signedIn, path: '/console/operations' });
export const audit = createRoute({ getParentRoute: () => signedIn, path: '/console/audit' });
export const staff = createRoute({ getParentRoute: () => signedIn, path: '/console/operators' });
export const password = createRoute({ getParentRoute: () => signedIn, path: '/console/password' });

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
    signedIn.addChildren([home, leads, newsList, newsTypes, newsNew, newsEdit, content, contentList, contentNew, contentEdit, schools, xuanke, operations, audit, staff, password]),
  ]),
  context: { queryClient: undefined! },
  parseSearch: (query) => Object.fromEntries(new URLSearchParams(query)),
  stringifySearch,
});

export type ConsoleRouter = typeof consoleRouter;
