import { CLASS_DEVICE_HEADER, type DeviceRoster, schoolApi } from '#client/contracts/school.gen';
import { callApi } from '#client/lib/api-client';
import type { ClassDevice } from '#client/lib/class-device';
import { offlineKitOf, saveOfflineKit, saveRosterCopy } from '#client/lib/offline-tablet';
import { db } from '#client/offline/db';

/**
 * Each time the server gives the name list, the tablet keeps what a lesson without a network needs
 * (docs/OFFLINE-LESSON.md): the names and assignments, the server's sealing key, and the question
 * lists of the three tests (only those of a version it does not hold are sent).
 */
export async function keepForOfflineLessons(device: ClassDevice, roster: DeviceRoster): Promise<void> {
  await saveRosterCopy(device.deviceToken, roster);
  const kit = await offlineKitOf(device.deviceToken);
  if (kit && (kit.sealKey !== roster.sealKey || kit.deviceId !== roster.deviceId))
    await saveOfflineKit({ ...kit, sealKey: roster.sealKey, deviceId: roster.deviceId }).catch(() => undefined);
  try {
    const held = await db.questionLists.toArray();
    const have = held.map((row) => `${row.assessment}:${row.version}`).join(',');
    const lists = await callApi(
      schoolApi.getDeviceQuestions,
      { have },
      { headers: { [CLASS_DEVICE_HEADER]: device.deviceToken }, silent: true, signal: AbortSignal.timeout(30_000) },
    );
    for (const { assessment, set } of lists) await db.questionLists.put({ assessment, userId: 0, version: set.version, list: set.list, fetchedAt: Date.now() });
  } catch {
    // Asked again with the next name list.
  }
}
