/** Names and 学号 as a person sorts them: 2班 before 10班, S9 before S10. */
export const naturalCompare = new Intl.Collator('zh', { numeric: true }).compare;
