/**
 * The site's mark (public/icons/logo.svg), drawn inline: the header shows it on every page, and as an
 * image it was one more request at start-up (revalidated each time: public files are not versioned).
 */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#5b4fd6" />
      <path d="M16 44 L30 22 L38 34 L44 26 L52 44 Z" fill="#fff" opacity=".92" />
      <circle cx="44" cy="18" r="5" fill="#f5b544" />
    </svg>
  );
}
