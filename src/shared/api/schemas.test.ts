import { describe, expect, it } from 'vitest';
import { en } from 'zod/locales';
import { buildDyznReport, INTELLIGENCE_ORDER, scoreDyzn } from '../assessments/dyzn';
import { buildHldReport, HOLLAND_ORDER, scoreHld } from '../assessments/hld';
import { buildMbtiReport, MBTI_DIMENSIONS, scoreMbti } from '../assessments/mbti';
import type { DyznInstrument, HldInstrument, HollandGroupContent, IntelligenceContent, MbtiInstrument, MbtiPole, MbtiTypeContent } from '../assessments/types';
import { ApiCode } from './envelope';
import { errorEnvelopeSchema } from './envelope-schemas';
import { allEndpoints, checkEnvelope, endpointFor, responseSchemaFor, responseSchemas } from './index';

const english = { error: en().localeError };
const ok = (data: unknown) => ({ code: ApiCode.OK, msg: 'ok', data });
const problemsOf = (path: string, envelope: unknown) => checkEnvelope(path, envelope, english);
const where = (path: string, envelope: unknown) => problemsOf(path, envelope).map((p) => p.at);

// ---------- Reports as the scoring code builds them, from small made-up instruments and texts ----------

const word = (s: string) => `${s}的说明`;

function hldResult() {
  const instrument: HldInstrument = {
    id: 'hld',
    version: 'test-1',
    consistencyPairs: [],
    options: [
      { name: '是', value: 2 },
      { name: '不确定', value: 1 },
      { name: '否', value: 0 },
    ],
    items: HOLLAND_ORDER.flatMap((type, t) => Array.from({ length: 12 }, (_, i) => ({ id: t * 12 + i + 1, type, name: `题${t * 12 + i + 1}` }))),
  };
  const values = new Map(instrument.items.map((item, i) => [item.id, (i * 7) % 3]));
  const types = Object.fromEntries(
    HOLLAND_ORDER.map((type) => [
      type,
      { type, name: `${type}型`, nature: word('nature'), major: word('major'), occupation: word('occupation'), high: word('high'), middle: word('middle'), low: word('low') },
    ]),
  ) as Parameters<typeof buildHldReport>[1];
  const groups: Record<string, HollandGroupContent> = {};
  for (let a = 0; a < 6; a++)
    for (let b = a + 1; b < 6; b++)
      for (let c = b + 1; c < 6; c++) {
        const key = HOLLAND_ORDER[a] + HOLLAND_ORDER[b] + HOLLAND_ORDER[c];
        groups[key] = { key, group_type: `${key}型组合`, description: word(key), group_major: word('major'), group_occupation: word('occupation') };
      }
  return { ...meta('hld'), ...buildHldReport(scoreHld(instrument, values), types, groups) };
}

function dyznResult() {
  const instrument: DyznInstrument = {
    id: 'dyzn',
    version: 'test-1',
    consistencyPairs: [],
    options: [0, 1, 2, 3].map((value) => ({ name: `${value}`, value })),
    items: INTELLIGENCE_ORDER.flatMap((intelligence, k) => Array.from({ length: 9 }, (_, i) => ({ id: k * 9 + i + 1, intelligence, name: `题${k * 9 + i + 1}` }))),
  };
  const values = new Map(instrument.items.map((item, i) => [item.id, (i * 5) % 4]));
  const level = { description: word('level'), advice: word('advice') };
  const content = Object.fromEntries(
    INTELLIGENCE_ORDER.map((key): [string, IntelligenceContent] => [
      key,
      {
        key,
        name: `${key}智能`,
        color: '#3366aa',
        summary: word('summary'),
        levels: { advantage: level, comparative: level, general: level, weak: level },
        occupation: word('o'),
        major: word('m'),
      },
    ]),
  ) as Parameters<typeof buildDyznReport>[1];
  return { ...meta('dyzn'), ...buildDyznReport(scoreDyzn(instrument, values), content) };
}

function mbtiResult() {
  const instrument: MbtiInstrument = {
    id: 'mbti',
    version: 'test-1',
    consistencyPairs: [],
    items: MBTI_DIMENSIONS.flatMap(({ key, poles }, d) =>
      Array.from({ length: 19 }, (_, i) => ({ id: d * 19 + i + 1, dimension: key, name: `题${d * 19 + i + 1}`, a: '甲', b: '乙', aPole: poles[i % 2] })),
    ),
  };
  const answers = new Map(instrument.items.map((item, i) => [item.id, i % 3 === 0 ? ('b' as const) : ('a' as const)]));
  const poleLabels = Object.fromEntries(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'].map((p) => [p, { label: `${p}倾向` }])) as Record<MbtiPole, { label: string }>;
  const fields = [
    'mingren',
    'mingren_avatar',
    'mingren_desc',
    'mingren_tezheng',
    't_subname',
    't_nature',
    't_leader',
    't_learn',
    't_defect',
    't_develop',
    't_work',
    't_domain',
    't_occupation',
    't_major',
    'z_subname',
    'z_subname2',
    'z_nature',
    'z_blackspot',
    'z_fun',
    'z_question',
    'z_work_advantage',
    'z_work_inferiority',
    'z_station',
    'z_occupation',
    'z_devote',
    'z_leader',
    'z_defect',
    'z_work_ambient',
    'z_develop',
  ];
  const types: Record<string, MbtiTypeContent> = {};
  for (const a of 'EI')
    for (const b of 'SN')
      for (const c of 'TF')
        for (const d of 'JP') {
          const type = a + b + c + d;
          types[type] = { type, name: `${type}型`, ...Object.fromEntries(fields.map((f) => [f, word(f)])) } as MbtiTypeContent;
        }
  return { ...meta('mbti'), ...buildMbtiReport(scoreMbti(instrument, answers), poleLabels, types) };
}

function meta(assessment: 'dyzn' | 'hld' | 'mbti') {
  return {
    id: 7,
    assessment,
    createtime: '2026-03-01 09:30',
    usedtime: '12分30秒',
    times: 750,
    nickname: '小明',
    orginfo: { reportlogo: '' },
    version: 'test-1',
    isOwner: true,
    quality: null,
    previous: null,
  };
}

const userInfo = {
  id: 3,
  nickname: '小明',
  username: '王小明',
  mobile: '13900001111',
  avatar: '',
  sectionstr: '初一 3班',
  sectionid: '1,4',
  orginfo: { bannerimage: '', reportlogo: '' },
  school: null,
};

describe('the list of endpoints', () => {
  it('holds every endpoint once', () => {
    const paths = allEndpoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(16 + 2 + 3 * 7 + 14 + 19 + 7 + 3 + 2 + 41 + 1 + 6 + 13 + 6 + 4 + 2 + 2 + 1 + 3 + 1 + 3 + 1);
    expect(endpointFor('/api/hld/getAnswerCensus')?.auth).toBe('optional');
    expect(endpointFor('/api/nothing-here')).toBeUndefined();
  });

  it('pairs every endpoint with a response schema and every response schema with an endpoint', () => {
    const endpointPaths = allEndpoints.map((e) => e.path).sort();
    const schemaPaths = [...responseSchemas.keys()].sort();
    expect(
      endpointPaths.filter((p) => !responseSchemas.has(p)),
      'endpoints without a response schema in responses/',
    ).toEqual([]);
    expect(
      schemaPaths.filter((p) => !endpointFor(p)),
      'response schemas without an endpoint',
    ).toEqual([]);
    expect(schemaPaths).toEqual(endpointPaths);
    for (const [path, schema] of responseSchemas) expect(typeof schema.safeParse, path).toBe('function');
    expect(responseSchemaFor('/api/user/getUserInfo?x=1')).toBe(responseSchemas.get('/api/user/getUserInfo'));
  });

  it('keeps no schema of an answer on the endpoints the client imports (their data is a type only)', () => {
    for (const e of allEndpoints)
      expect(
        Object.keys(e)
          .filter((k) => k !== 'perDevice' && k !== 'bodyLimit' && k !== 'console' && k !== 'parent')
          .sort(),
        e.path,
      ).toEqual(['auth', 'body', 'path']);
  });

  it('marks the console calls: each under /api/console/, none taking a student token, the staff and audit ones for a 管理员 only', () => {
    const consoleCalls = allEndpoints.filter((e) => e.path.startsWith('/api/console/'));
    expect(consoleCalls.every((e) => e.auth === 'none')).toBe(true);
    expect(
      consoleCalls
        .filter((e) => !e.console)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['/api/console/login', '/api/console/sendLoginCode']);
    expect(
      consoleCalls
        .filter((e) => e.console === 'admin')
        .map((e) => e.path.replace('/api/console/', ''))
        .sort(),
    ).toEqual([
      'createOperator',
      'createSchool',
      'createSmsTemplate',
      'exportAudit',
      'getOperations',
      'getSchoolClasses',
      'listAudit',
      'listOperators',
      'listSchools',
      'listSmsTemplates',
      'resetOperatorPassword',
      'reviewSmsTemplate',
      'updateOperator',
    ]);
    expect(allEndpoints.filter((e) => e.console && !e.path.startsWith('/api/console/'))).toEqual([]);
  });

  it('marks the parent calls: each under /api/parent/, none taking a student token; only registration and sign-in without a parent sign-in', () => {
    const parentCalls = allEndpoints.filter((e) => e.path.startsWith('/api/parent/'));
    expect(parentCalls.every((e) => e.auth === 'none')).toBe(true);
    expect(
      parentCalls
        .filter((e) => !e.parent)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['/api/parent/getRegisterCode', '/api/parent/getResetCode', '/api/parent/login', '/api/parent/register', '/api/parent/resetPassword']);
    expect(allEndpoints.filter((e) => e.parent && !e.path.startsWith('/api/parent/'))).toEqual([]);
  });

  it('marks exactly the calls whose limits or captcha tickets count per device (the client sends its device id with these only)', () => {
    const marked = allEndpoints
      .filter((e) => e.perDevice)
      .map((e) => e.path)
      .sort();
    expect(marked).toEqual([
      '/api/captcha/get',
      '/api/captcha/verify',
      '/api/enroll/submitEnroll',
      '/api/parent/getRegisterCode',
      '/api/parent/getResetCode',
      '/api/parent/login',
      '/api/school/pinLogin',
      '/api/school/setupDevice',
      '/api/user/getChangeMobileCode',
      '/api/user/getRegisterCode',
      '/api/user/getResetPasswordCode',
      '/api/user/login',
    ]);
  });
});

describe('answers that keep the contract pass', () => {
  it('reports as the scoring code builds them', () => {
    expect(problemsOf('/api/hld/getAnswerCensus', ok(hldResult()))).toEqual([]);
    expect(problemsOf('/api/dyzn/submitAnswer', ok(dyznResult()))).toEqual([]);
    expect(problemsOf('/api/mbti/getAnswerCensus', ok(mbtiResult()))).toEqual([]);
  });

  it('user info, a null success, refusals and unknown paths', () => {
    expect(problemsOf('/api/user/getUserInfo', ok(userInfo))).toEqual([]);
    expect(problemsOf('/api/user/logout', ok(null))).toEqual([]);
    expect(problemsOf('/api/user/getUserInfo', { code: 4001, msg: '请先登录', data: null })).toEqual([]);
    expect(problemsOf('/api/user/register', { code: 4000, msg: '请输入正确的验证码', data: { errors: [{ field: 'code', message: '请输入正确的验证码' }] } })).toEqual([]);
    expect(problemsOf('/api/user/login', { code: 4029, msg: '登录尝试过于频繁，请稍后再试', data: { retryAfter: 60 } })).toEqual([]);
    expect(problemsOf('/api/nothing-here', { code: 4004, msg: '接口不存在', data: null })).toEqual([]);
    expect(problemsOf('/dev/sms', ok({ anything: ['goes'] }))).toEqual([]);
  });

  it('both kinds of captcha answer: a challenge, or none when the captcha is off', () => {
    const h = (n: number) => 'a'.repeat(n);
    const parameters = { algorithm: 'PBKDF2/SHA-256', nonce: h(32), salt: h(32), cost: 1000, keyLength: 32, keyPrefix: h(32), keySignature: h(64), data: { exp: 1795452617380 } };
    const challenge = { disabled: false, challenge: { parameters, signature: h(64) } };
    expect(problemsOf('/api/captcha/get', ok(challenge))).toEqual([]);
    expect(problemsOf('/api/captcha/get', ok({ disabled: true }))).toEqual([]);
    expect(problemsOf('/api/captcha/get', ok({ disabled: false })).length).toBeGreaterThan(0);
    // Never the answer: a counter in the challenge breaks the contract.
    expect(problemsOf('/api/captcha/get', ok({ ...challenge, challenge: { parameters: { ...parameters, counter: 5 }, signature: h(64) } })).length).toBeGreaterThan(0);
  });
});

describe('answers that break the contract are refused', () => {
  it('names the path of a number sent as a string, a missing field and an extra field', () => {
    expect(where('/api/user/getUserInfo', ok({ ...userInfo, id: '3' }))).toEqual(['data.id']);
    const { mobile: _mobile, ...withoutMobile } = userInfo;
    expect(where('/api/user/getUserInfo', ok(withoutMobile))).toEqual(['data.mobile']);
    const leak = problemsOf('/api/user/getUserInfo', ok({ ...userInfo, passwordHash: '$argon2id$...' }));
    expect(leak).toHaveLength(1);
    expect(leak[0].at).toBe('data');
    expect(leak[0].message).toContain('passwordHash');
  });

  it('refuses reports with a wrong number, a missing part or the wrong instrument', () => {
    const hld = hldResult();
    expect(where('/api/hld/getAnswerCensus', ok({ ...hld, scorelist: hld.scorelist.map((s, i) => (i === 2 ? { ...s, score: String(s.score) } : s)) }))).toEqual([
      'data.scorelist[2].score',
    ]);
    const { nearTies: _nearTies, ...withoutNearTies } = hld;
    expect(where('/api/hld/getAnswerCensus', ok(withoutNearTies))).toEqual(['data.nearTies']);
    expect(problemsOf('/api/mbti/getAnswerCensus', ok(hld)).length).toBeGreaterThan(0);
    expect(where('/api/hld/submitAnswer', ok({ ...hld, assessment: 'mbti' }))).toEqual(['data']);
    const mbti = mbtiResult();
    expect(where('/api/mbti/getAnswerCensus', ok({ ...mbti, e_ratio: 101 }))).toEqual(['data.e_ratio']);
    expect(where('/api/mbti/getAnswerCensus', ok({ ...mbti, dimensions: mbti.dimensions.map((d) => ({ ...d, ratios: [d.ratios[0]] })) }))).toHaveLength(4);
    const dyzn = dyznResult();
    expect(where('/api/dyzn/getAnswerCensus', ok({ ...dyzn, scoreNumList: dyzn.scoreNumList.slice(1) }))).toEqual(['data.scoreNumList']);
    expect(where('/api/hld/getAnswerCensus', ok({ ...hld, createtime: '2026-03-01T09:30:00Z' }))).toEqual(['data.createtime']);
  });

  it('refuses a shared report that carries more than its owner chose to share', () => {
    expect(where('/api/hld/getAnswerCensus', ok({ ...hldResult(), mobile: '13900001111' }))).toEqual(['data']);
  });

  it('refuses unsanitised HTML and unsafe links or image sources', () => {
    const article = { id: 1, title: '标题', content: '<p>正文</p>' };
    expect(problemsOf('/api/superads_images/getArticleInfo', ok(article))).toEqual([]);
    expect(where('/api/superads_images/getArticleInfo', ok({ ...article, content: '<p>正文</p><script>alert(1)</script>' }))).toEqual(['data.content']);
    expect(where('/api/superads_images/getArticleInfo', ok({ ...article, content: '<img src="x" onerror="alert(1)">' }))).toEqual(['data.content']);
    const banner = { id: 1, image: '/images/banner-1.jpg', clickhref: '/products', title: '', subtitle: '' };
    expect(problemsOf('/api/superads_images/getadList', ok([banner]))).toEqual([]);
    expect(where('/api/superads_images/getadList', ok([{ ...banner, clickhref: 'javascript:alert(1)' }]))).toEqual(['data[0].clickhref']);
    expect(where('/api/superads_images/getadList', ok([{ ...banner, image: '//evil.example/x.png' }]))).toEqual(['data[0].image']);
  });

  it('refuses envelopes that are no envelope, unknown codes and refusals without their data', () => {
    expect(where('/api/user/logout', { code: 1000, msg: 'ok' })).toEqual(['data']);
    expect(where('/api/user/logout', { code: 1000, msg: 'ok', data: null, extra: 1 })).toEqual(['(envelope)']);
    expect(problemsOf('/api/user/logout', 'ok').length).toBeGreaterThan(0);
    expect(where('/api/user/login', { code: 4999, msg: '未知', data: null })).toEqual(['code']);
    expect(where('/api/user/login', { code: 4032, msg: '', data: null })).toEqual(['msg']);
    expect(where('/api/user/register', { code: 4000, msg: '参数错误', data: { errors: [{ field: 'code' }] } })).toEqual(['data.errors[0].message']);
    expect(where('/api/user/login', { code: 4029, msg: '太频繁', data: { retryAfter: '60' } })).toEqual(['data.retryAfter']);
    expect(errorEnvelopeSchema.safeParse({ code: 1000, msg: 'ok', data: null }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ code: 4004, msg: '接口不存在', data: null }).success).toBe(true);
  });

  it('says what it found', () => {
    const [problem] = problemsOf('/api/user/getUserInfo', ok({ ...userInfo, id: '3' }));
    expect(problem.message).toMatch(/expected number, received string/);
    expect(problem.got).toBe('"3"');
  });
});
