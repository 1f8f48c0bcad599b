import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link to an operator-given address (a banner's clickhref, already made safe by the server):
 * site paths go through the router, other addresses open as ordinary links.
 */
export function HrefLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate();
  if (!isInternal(href)) return <a href={href} rel="noopener" {...props} />;
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        // Let the browser handle new-tab clicks (modifier keys, middle button).
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ href });
      }}
    />
  );
}
