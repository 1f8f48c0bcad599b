/** Characters that file systems refuse in a name (control characters are dropped separately). */
const UNSAFE = /[\\/:*?"<>|]/g;
const stripControl = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 32).join('');
const clean = (s: string, fallback: string) => stripControl(s).replace(UNSAFE, '').trim() || fallback;

/** The spec's download name: `{nickname}_{report name}.jpeg`, with characters file systems refuse removed. */
export function reportFileName(nickname: string, reportName: string): string {
  return `${clean(nickname, '我的')}_${clean(reportName, '测评报告')}.jpeg`;
}

/** One name per image: the spec's name for a single one, numbered `…_1.jpeg`, `…_2.jpeg` when the report takes several. */
export function reportFileNames(nickname: string, reportName: string, count: number): string[] {
  const single = reportFileName(nickname, reportName);
  if (count <= 1) return [single];
  const stem = single.slice(0, -'.jpeg'.length);
  return Array.from({ length: count }, (_, i) => `${stem}_${i + 1}.jpeg`);
}

/** The share poster's name: `{nickname}_{report name}_分享海报.jpeg`. */
export function posterFileName(nickname: string, reportName: string): string {
  return reportFileName(nickname, `${clean(reportName, '测评报告')}_分享海报`);
}
