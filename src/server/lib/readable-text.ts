/**
 * Characters no text this API takes may hold: NUL and other control characters (tab and line breaks
 * allowed), lone UTF-16 surrogates, and U+FFFD, which is what invalid UTF-8 decodes to. They would
 * reach the database (and fail there, after a code or ticket was used) or be stored garbled.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isReadableText = (text: string) => !UNREADABLE.test(text);
