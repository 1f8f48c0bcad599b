import { schoolApi } from '#client/contracts/school.gen';
import { callApi } from '#client/lib/api-client';
import { kvGet, kvSet } from '#client/lib/kv-store';
import { markedName, sameNameMarks } from '#shared/school/same-name';

/**
 * The teacher's class lists kept on the phone for 扫码收卷 without a network (docs/OFFLINE-LESSON.md):
 * names only (with the mark of a shared name), never the PINs or 学号 the roster page shows.
 */
export interface KeptClass {
  id: number;
  label: string;
  students: { id: number; name: string }[];
  /** The class's tablets, the keys they sign with and when a stopped one was stopped (ms), so a scan is checked before any network. */
  tablets?: { id: number; publicKey: string; stoppedAt?: number | null }[];
}

const key = (userId: number) => `collect-classes:${userId}`;

export async function keptClasses(userId: number): Promise<KeptClass[]> {
  const kept = await kvGet<{ classes: KeptClass[] }>(key(userId)).catch(() => undefined);
  return kept?.classes ?? [];
}

/** Asks the server for the teacher's classes and their names and keeps them; null when it cannot be reached. */
export async function refreshKeptClasses(userId: number): Promise<KeptClass[] | null> {
  try {
    const info = await callApi(schoolApi.getSchoolInfo, {}, { silent: true });
    const classes: KeptClass[] = [];
    for (const klass of info.classes) {
      const roster = await callApi(schoolApi.getClassRoster, { classId: klass.id }, { silent: true });
      const marks = sameNameMarks(roster.students);
      const devices = await callApi(schoolApi.getClassDevices, { classId: klass.id }, { silent: true });
      classes.push({
        id: klass.id,
        label: klass.label,
        students: roster.students.map((s) => ({ id: s.id, name: markedName(s.name, marks.get(s.id)) })),
        tablets: devices.flatMap((d) => (d.publicKey ? [{ id: d.id, publicKey: d.publicKey, stoppedAt: d.stoppedAt ? new Date(d.stoppedAt).getTime() : null }] : [])),
      });
    }
    await kvSet(key(userId), { classes, savedAt: Date.now() });
    return classes;
  } catch {
    return null;
  }
}
