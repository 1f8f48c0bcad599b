/** The ways a school records guardians' consent (the select of 登记监护人同意); 其他 takes the teacher's words. */
export const CONSENT_METHODS = ['学校统一收集的书面同意', '家长会现场签字'] as const;
export const OTHER_METHOD = '其他（请填写）';
