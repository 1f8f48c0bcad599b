// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CLASS_DEVICE_HEADER } from '#client/contracts/school.gen';
import { TOKEN_HEADER } from '#shared/api/envelope';
import { queryClient } from '#client/lib/query-client';
import { getToken, REMEMBERED_KEY } from '#client/lib/token-storage';
import { rememberUploadCredential } from '#client/offline/upload-credentials';
import { tokenAtom } from '#client/session/auth';
import { refreshAssignments } from '#client/offline/assignments';
import { signInWithPin, SLOW_SIGN_IN } from './pin-sign-in';
import { sessionKeys } from '#client/session/query-keys';

vi.mock('#client/offline/upload-credentials', () => ({ rememberUploadCredential: vi.fn(async () => undefined) }));
vi.mock('#client/offline/assignments', () => ({ refreshAssignments: vi.fn(async () => undefined) }));
vi.mock('#client/offline/db', () => ({ db: {} }));
vi.mock('#client/lib/kv-store', () => ({ kvGet: vi.fn(async () => undefined), kvSet: vi.fn(async () => undefined), kvDelete: vi.fn(async () => undefined) }));

const device = { deviceToken: 'd'.repeat(43), classLabel: '初一 3班', schoolName: '实验中学' };
const student = { id: 4711, username: '', nickname: '王小明' };
let fetchMock: Mock<typeof fetch>;

const envelope = (code: number, msg: string, data: unknown = null) => new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
const requestTo = (path: string) => fetchMock.mock.calls.find(([url]) => url === path);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    if (url === '/api/school/pinLogin') return envelope(1000, '', { token: 'student-token', uploadCredential: 'u'.repeat(43), userId: student.id });
    if (url === '/api/user/getUserInfo') return envelope(1000, '', student);
    return envelope(4004, 'unexpected');
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
  getDefaultStore().set(tokenAtom, null);
  vi.mocked(rememberUploadCredential).mockClear();
  vi.mocked(refreshAssignments).mockClear();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('signing in by PIN on a class tablet', () => {
  it('sends the tablet’s token, signs this tab in (never kept), and files the upload credential under the student', async () => {
    const result = await signInWithPin(device, 12, '123456');
    expect(result).toEqual({ kind: 'signed-in', userId: student.id });
    const [, init] = requestTo('/api/school/pinLogin')!;
    expect((init!.headers as Record<string, string>)[CLASS_DEVICE_HEADER]).toBe(device.deviceToken);
    expect(String(init!.body)).toBe('studentId=12&pin=123456');
    expect(getToken()).toBe('student-token');
    expect(getDefaultStore().get(tokenAtom)).toBe('student-token');
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
    const [, userInit] = requestTo('/api/user/getUserInfo')!;
    expect((userInit!.headers as Record<string, string>)[TOKEN_HEADER]).toBe('student-token');
    expect(rememberUploadCredential).toHaveBeenCalledWith(student.id, { credential: 'u'.repeat(43), deviceToken: device.deviceToken, savedAt: expect.any(Number) });
    // The student's assignments are fetched with the new login, to open the first test at once.
    expect(refreshAssignments).toHaveBeenCalledWith(expect.anything(), student.id, 'student-token');
  });

  it('files the credential under the student the sign-in named, even when asking who signed in fails (a busy server)', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/school/pinLogin') return envelope(1000, '', { token: 'student-token', uploadCredential: 'u'.repeat(43), userId: student.id });
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await signInWithPin(device, 12, '123456')).toEqual({ kind: 'signed-in', userId: student.id });
    expect(rememberUploadCredential).toHaveBeenCalledWith(student.id, expect.objectContaining({ credential: 'u'.repeat(43) }));
  });

  it('calls a sign-in the server did not answer in time a slow server, not a missing network', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('signal timed out', 'TimeoutError'));
    expect(await signInWithPin(device, 12, '123456')).toEqual({ kind: 'refused', message: SLOW_SIGN_IN });
    expect(getToken()).toBeNull();
  });

  it('forgets whoever was signed in before: their token and their queries', async () => {
    sessionStorage.setItem('token', 'previous');
    queryClient.setQueryData(sessionKeys.personal.testStatus(), { mbti: 1 });
    queryClient.setQueryData(sessionKeys.personal.userInfo(), { id: 1, nickname: '上一位' });
    await signInWithPin(device, 12, '123456');
    expect(queryClient.getQueryData(sessionKeys.personal.testStatus())).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.personal.userInfo())).toEqual(student);
  });

  it('passes a wrong PIN’s and a lock’s message on, and signs nobody in', async () => {
    fetchMock.mockResolvedValueOnce(envelope(4032, '密码不正确，请再试一次；忘记了请找老师'));
    expect(await signInWithPin(device, 12, '000000')).toEqual({ kind: 'refused', message: '密码不正确，请再试一次；忘记了请找老师' });
    fetchMock.mockResolvedValueOnce(envelope(4029, '密码错误次数太多，请15分钟后再试，或请老师重置密码'));
    expect(await signInWithPin(device, 12, '000000')).toEqual({ kind: 'refused', message: '密码错误次数太多，请15分钟后再试，或请老师重置密码' });
    expect(getToken()).toBeNull();
    expect(rememberUploadCredential).not.toHaveBeenCalled();
  });

  it('tells a tablet that is no longer set up (4003) apart, and a missing network', async () => {
    fetchMock.mockResolvedValueOnce(envelope(4003, '这台设备还没有设置为班级平板，或已被老师停用，请让老师重新设置'));
    expect(await signInWithPin(device, 12, '123456')).toEqual({ kind: 'not-set-up', message: '这台设备还没有设置为班级平板，或已被老师停用，请让老师重新设置' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    // No network at all: the page may sign the student in without one (offline/offline-sign-in.ts).
    expect(await signInWithPin(device, 12, '123456')).toEqual({ kind: 'offline' });
    expect(getToken()).toBeNull();
  });
});
