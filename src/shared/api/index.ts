import { z } from 'zod/mini';
import { assessmentApi } from './assessment';
import { captchaApi } from './captcha';
import type { DataOf, Endpoint } from './envelope';
import { errorEnvelopeSchemaFor, successEnvelopeSchema } from './envelope-schemas';
import { casesApi } from './cases';
import { adsApi, enrollApi, gaokaoApi, generalApi, newsApi } from './marketing';
import { assessmentResponses } from './responses/assessment';
import { captchaResponses } from './responses/captcha';
import { adsResponses, casesResponses, enrollResponses, gaokaoResponses, generalResponses, newsResponses } from './responses/marketing';
import { userResponses } from './responses/user';
import type { Same } from './same';
import { userApi } from './user';
import { schoolApi } from './school';
import { schoolResponses } from './responses/school';
import { lessonsApi } from './lessons';
import { lessonProgressResponses, lessonsResponses } from './responses/lessons';
import { lessonProgressApi } from './lesson-progress';
import { bookingsApi } from './bookings';
import { bookingsResponses } from './responses/bookings';
import { consoleApi } from './console';
import { consoleResponses } from './responses/console';
import { xuankeApi } from './xuanke';
import { xuankeResponses } from './responses/xuanke';
import { xuankeRoundsApi } from './xuanke-rounds';
import { xuankeRoundsResponses } from './responses/xuanke-rounds';
import { familyApi, parentApi } from './family';
import { familyResponses, parentResponses } from './responses/family';
import { childConsentApi, guardianConsentApi } from './guardian-consent';
import { childConsentResponses, guardianConsentResponses } from './responses/guardian-consent';
import { parentNoticesApi } from './parent-notices';
import { parentNoticesResponses } from './responses/parent-notices';
import { familyViewApi, parentViewApi } from './parent-view';
import { familyViewResponses, parentViewResponses } from './responses/parent-view';
import { offlineLessonApi } from './offline-lesson';
import { offlineLessonResponses } from './responses/offline-lesson';

/**
 * Every endpoint of the API and the schema of its answers, for whoever needs them all: the
 * integration tests check each answer against its endpoint's schema. Neither the client nor the
 * server imports this file (nor responses/): the contracts they import name the data by type only.
 */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(userApi),
  ...Object.values(captchaApi),
  ...Object.values(assessmentApi).flatMap((calls) => Object.values(calls)),
  ...Object.values(generalApi),
  ...Object.values(gaokaoApi),
  ...Object.values(adsApi),
  ...Object.values(newsApi),
  ...Object.values(casesApi),
  ...Object.values(enrollApi),
  ...Object.values(schoolApi),
  ...Object.values(lessonsApi),
  ...Object.values(lessonProgressApi),
  ...Object.values(bookingsApi),
  ...Object.values(consoleApi),
  ...Object.values(xuankeApi),
  ...Object.values(xuankeRoundsApi),
  ...Object.values(parentApi),
  ...Object.values(familyApi),
  ...Object.values(guardianConsentApi),
  ...Object.values(childConsentApi),
  ...Object.values(parentNoticesApi),
  ...Object.values(parentViewApi),
  ...Object.values(familyViewApi),
  ...Object.values(offlineLessonApi),
];

const byPath = new Map(allEndpoints.map((e) => [e.path, e]));

export function endpointFor(path: string): Endpoint | undefined {
  return byPath.get(path.split('?')[0]);
}

type Group = Record<string, Endpoint>;
/**
 * What the schemas of a group must be: one per endpoint, by name, none extra, each with an output
 * exactly its endpoint's data type. A mismatch fails to compile, naming the call.
 */
type ResponsesOf<G extends Group, S> = {
  [N in keyof S]: N extends keyof G
    ? Same<z.output<S[N]>, DataOf<G[N]>> extends true
      ? S[N]
      : { error: 'the schema and the endpoint type part ways'; schema: z.output<S[N]>; endpoint: DataOf<G[N]> }
    : { error: 'no endpoint of this name' };
};

/** The path of each endpoint of a group with its response schema; a name on one side only keeps its place in the list (the tests find it). */
function pair<G extends Group, S extends { [N in keyof G]: z.ZodMiniType }>(group: string, endpoints: G, schemas: S & ResponsesOf<G, S>): [string, z.ZodMiniType | undefined][] {
  const names = new Set([...Object.keys(endpoints), ...Object.keys(schemas)]);
  return [...names].map((name) => [endpoints[name]?.path ?? `${group}.${name} (no such endpoint)`, (schemas as Record<string, z.ZodMiniType | undefined>)[name]]);
}

const pairs = [
  ...pair('userApi', userApi, userResponses),
  ...pair('captchaApi', captchaApi, captchaResponses),
  ...pair('assessmentApi.dyzn', assessmentApi.dyzn, assessmentResponses.dyzn),
  ...pair('assessmentApi.hld', assessmentApi.hld, assessmentResponses.hld),
  ...pair('assessmentApi.mbti', assessmentApi.mbti, assessmentResponses.mbti),
  ...pair('generalApi', generalApi, generalResponses),
  ...pair('gaokaoApi', gaokaoApi, gaokaoResponses),
  ...pair('adsApi', adsApi, adsResponses),
  ...pair('newsApi', newsApi, newsResponses),
  ...pair('casesApi', casesApi, casesResponses),
  ...pair('enrollApi', enrollApi, enrollResponses),
  ...pair('schoolApi', schoolApi, schoolResponses),
  ...pair('lessonsApi', lessonsApi, lessonsResponses),
  ...pair('lessonProgressApi', lessonProgressApi, lessonProgressResponses),
  ...pair('bookingsApi', bookingsApi, bookingsResponses),
  ...pair('consoleApi', consoleApi, consoleResponses),
  ...pair('xuankeApi', xuankeApi, xuankeResponses),
  ...pair('xuankeRoundsApi', xuankeRoundsApi, xuankeRoundsResponses),
  ...pair('parentApi', parentApi, parentResponses),
  ...pair('familyApi', familyApi, familyResponses),
  ...pair('guardianConsentApi', guardianConsentApi, guardianConsentResponses),
  ...pair('childConsentApi', childConsentApi, childConsentResponses),
  ...pair('parentNoticesApi', parentNoticesApi, parentNoticesResponses),
  ...pair('parentViewApi', parentViewApi, parentViewResponses),
  ...pair('familyViewApi', familyViewApi, familyViewResponses),
  ...pair('offlineLessonApi', offlineLessonApi, offlineLessonResponses),
];

/** The schema of `data` in a success, by endpoint path. */
export const responseSchemas: ReadonlyMap<string, z.ZodMiniType> = new Map(pairs.filter((p): p is [string, z.ZodMiniType] => p[1] !== undefined));

/** The schema of `data` in a success of a path's endpoint; undefined for a path that is no endpoint or (a bug) an endpoint without one. */
export function responseSchemaFor(path: string): z.ZodMiniType | undefined {
  return responseSchemas.get(path.split('?')[0]);
}

export interface EnvelopeProblem {
  /** Where in the envelope, e.g. data.list[0].score. */
  at: string;
  message: string;
  /** The value found there, as JSON (shortened). */
  got?: string;
}

/** Parse options for readable issues: English messages (zod/mini has none of its own) and the offending input. */
export type ParseParams = Parameters<z.ZodMiniType['safeParse']>[1];

/**
 * Checks one answer against the contract: code 1000 → `data` must match the endpoint's schema;
 * any other code → a refusal with a known code and its `data` shape. Paths that are no endpoint
 * (unknown paths, /dev/*) get the refusal or a bare envelope check. Returns the problems, none when it holds.
 */
export function checkEnvelope(path: string, envelope: unknown, params?: ParseParams): EnvelopeProblem[] {
  const code = typeof envelope === 'object' && envelope !== null ? (envelope as { code?: unknown }).code : undefined;
  const endpoint = endpointFor(path);
  const data = responseSchemaFor(path);
  if (code === 1000 && endpoint && !data) return [{ at: 'data', message: `no response schema for ${endpoint.path} in src/shared/api/responses (pair it in index.ts)` }];
  const schema = code === 1000 ? successEnvelopeSchema(data ?? z.unknown()) : errorEnvelopeSchemaFor(code);
  const parsed = schema.safeParse(envelope, { reportInput: true, ...params });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ at: pathOf(issue.path), message: issue.message, got: shorten(issue.input) }));
}

const shorten = (value: unknown) => {
  const json = value === undefined ? undefined : JSON.stringify(value);
  return json && json.length > 160 ? `${json.slice(0, 157)}...` : json;
};
const pathOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), '') || '(envelope)';
