/**
 * Whether the school's pages found this user on a school's staff, kept on the device per user so the
 * header can offer the way back to 学校管理 after a restart without asking the server on every page
 * (a student, never marked, never sees a school link). The school pages set and clear it; the header
 * reads it as it renders (it renders again on every navigation).
 */
/** The localStorage key of the mark, per user (cancelling the account removes it: offline/forget.ts). */
export const schoolStaffKey = (userId: number) => `schoolStaff:${userId}`;

export function markSchoolStaff(userId: number, staff: boolean) {
  try {
    if (staff) localStorage.setItem(schoolStaffKey(userId), '1');
    else localStorage.removeItem(schoolStaffKey(userId));
  } catch {
    // No localStorage: the header simply offers no link.
  }
}

export function isSchoolStaff(userId: number | undefined): boolean {
  try {
    return userId !== undefined && localStorage.getItem(schoolStaffKey(userId)) === '1';
  } catch {
    return false;
  }
}
