/** Characters that file systems refuse in a name (control characters are dropped separately). */
const UNSAFE = /[\\/:*?"<>|]/g;
const stripControl = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 32).join('');

/** The spec's download name: `{nickname}_{report name}.jpeg`, with characters file systems refuse removed. */
export function reportFileName(nickname: string, reportName: string): string {
  const who = stripControl(nickname).replace(UNSAFE, '').trim() || '我的';
  const what = stripControl(reportName).replace(UNSAFE, '').trim() || '测评报告';
  return `${who}_${what}.jpeg`;
}
