import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { consoleNavigate } from '../navigate';

/** A link within the console: a real <a> (middle click, copy link) that moves without a reload. */
export function ConsoleLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    consoleNavigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
