/** The ways a school records guardians' consent (the select of 登记监护人同意); 其他 takes the teacher's words. */
export const CONSENT_METHODS = ['学校统一收集的书面同意', '家长会现场签字'] as const;
export const OTHER_METHOD = '其他（请填写）';

/** YYYY-MM-DD of this device's calendar day (what the date input shows and a teacher means by today). */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
