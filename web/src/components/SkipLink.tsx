import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'contenido';

/** The first focusable element of every page: jumps to the main content. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus instead of a hash change, which the router would treat as a navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Saltar al contenido
    </a>
  );
}
