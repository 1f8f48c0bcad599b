/**
 * The text of a CSV file. Excel on a Chinese Windows saves「CSV（逗号分隔）」in GBK and「CSV UTF-8」
 * with a byte-order mark; WPS and other tools write UTF-8. Strict UTF-8 first (GBK bytes of Chinese
 * are almost never valid UTF-8), then GBK (gb18030 in browsers, a superset).
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}
