// A person's avatar as a plain element: the photo, or their initials without one or when it
// fails to load (an expired address). Its look is the caller's class: a list row's
// (styles/lists.css) or the app bar's account button (styles/shell.css). MUI's Avatar did the
// same at the cost of its style work at each drawing, 50 times on a list's page.
import { useState } from 'react';

export function PlainAvatar({
  src,
  initials,
  alt,
  className,
}: {
  src: string | null | undefined;
  initials: string;
  /** The photo's text alternative; empty for an avatar beside the name, hidden from readers. */
  alt: string;
  className: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span className={className} aria-hidden={alt === '' ? true : undefined}>
      {src && src !== failedSrc ? (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        initials
      )}
    </span>
  );
}
