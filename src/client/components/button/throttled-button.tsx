import { type ButtonHTMLAttributes, useRef } from 'react';

export const CLICK_THROTTLE_MS = 200;

/** A button that ignores clicks within 200 ms of the last one (spec section 9), so a double tap acts once. */
export function Button({ onClick, type = 'button', className = 'btn btn-primary', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const last = useRef(0);
  return (
    <button
      type={type}
      className={className}
      {...props}
      onClick={(event) => {
        const now = Date.now();
        if (now - last.current < CLICK_THROTTLE_MS) {
          event.preventDefault();
          return;
        }
        last.current = now;
        onClick?.(event);
      }}
    />
  );
}
