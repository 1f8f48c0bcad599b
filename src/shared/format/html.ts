/** Escapes text for HTML text and double- or single-quoted attribute values (server-rendered pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
