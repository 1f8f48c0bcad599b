import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMITTER_HEADER, UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#client/contracts/school.gen';
import { uploadAuth } from './upload-auth';

const tabletToken = 't'.repeat(43);

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const setUpAsTablet = () => localStorage.setItem('shengya.classDevice', JSON.stringify({ deviceToken: tabletToken, classLabel: '初一 3班', schoolName: '第一中学' }));

describe('how an upload (a finished test, a progress report) is sent', () => {
  it('with a login: that login, naming the user the data was saved under', () => {
    expect(uploadAuth(7, { token: 'login-of-7' })).toEqual({ token: 'login-of-7', headers: { [SUBMITTER_HEADER]: '7' } });
  });

  it('with a login on a set-up class tablet: the tablet says which it is too', () => {
    setUpAsTablet();
    expect(uploadAuth(7, { token: 'login-of-7' })).toEqual({ token: 'login-of-7', headers: { [SUBMITTER_HEADER]: '7', [CLASS_DEVICE_HEADER]: tabletToken } });
  });

  it('after the hand-over: the student’s upload credential beside the token it was issued with, no login', () => {
    setUpAsTablet();
    const other = 'o'.repeat(43);
    expect(uploadAuth(7, { credential: 'c'.repeat(43), deviceToken: other })).toEqual({
      token: '',
      headers: { [UPLOAD_CREDENTIAL_HEADER]: 'c'.repeat(43), [CLASS_DEVICE_HEADER]: other },
    });
  });
});
