import { kvDelete, kvGet, kvSet } from '#client/lib/kv-store';

/**
 * The upload credentials this class tablet holds, one per student who signed in on it by PIN
 * (docs/SCHOOL.md, "Uploads after the hand-over"). They let the outbox send a student's finished
 * tests after the student has handed the tablet over; they read nothing and expire after 14 days.
 */
export interface HeldCredential {
  credential: string;
  /** The tablet's token it was issued with: the server accepts the credential only beside it. */
  deviceToken: string;
  savedAt: number;
}

const key = (userId: number) => `upload-credential:${userId}`;

export const rememberUploadCredential = (userId: number, held: HeldCredential) => kvSet(key(userId), held);

export async function uploadCredentialOf(userId: number): Promise<HeldCredential | null> {
  const held = await kvGet<HeldCredential>(key(userId)).catch(() => undefined);
  return held && typeof held.credential === 'string' && typeof held.deviceToken === 'string' ? held : null;
}

/** A credential the server refused (expired, the tablet stopped): the student's next sign-in brings a new one. */
export const forgetUploadCredential = (userId: number) => kvDelete(key(userId)).catch(() => undefined);
