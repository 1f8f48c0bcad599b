import { useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS } from '#shared/validation/rules';

interface CodeButtonProps {
  /** Enabled only when the mobile matches the pattern. */
  enabled: boolean;
  /** Opens the captcha and requests the code; resolves true once a code was sent. */
  onRequest: () => Promise<boolean>;
}

/**
 * 获取验证码, then a 90 s countdown shown as `Ns后重试`; clicks are ignored while busy or counting.
 * Those two states are aria-disabled, not disabled: the button keeps the keyboard focus, so the
 * captcha dialog can give it back when it closes.
 */
export function CodeButton({ enabled, onRequest }: CodeButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const counting = secondsLeft > 0;
  return (
    <button
      type="button"
      className="btn btn-ghost"
      style={{ minWidth: 120 }}
      disabled={!enabled}
      aria-disabled={busy || counting || undefined}
      aria-live="polite"
      onClick={async () => {
        if (counting || busy) return;
        setBusy(true);
        try {
          if (await onRequest()) setSecondsLeft(CODE_RESEND_SECONDS);
        } finally {
          setBusy(false);
        }
      }}
    >
      {counting ? `${secondsLeft}s后重试` : '获取验证码'}
    </button>
  );
}
