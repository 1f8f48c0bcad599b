import { toast } from '#client/lib/toast-store';

/** Copies text for the user to paste elsewhere; where the clipboard is refused, says to copy it by hand. */
export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`已复制${what}`);
  } catch {
    toast.warning(`无法自动复制，请手动记下${what}`);
  }
}
