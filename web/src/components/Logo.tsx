import { SHOP_NAME } from '../../../shared/constants/app-shell.js';

/**
 * The pitahaya mark (decorative) followed by the shop's name. The mark is the site's icon file (the browser
 * fetches it for the tab anyway) drawn as the background of a sized box (styles/layout.css .logo-mark): the
 * shopper's first load carries no drawing, and no <img> that React's prerender would preload into the page.
 */
export function LogoMark({ size = 36 }: { size?: 32 | 36 | 72 }) {
  return <span className={`logo-mark logo-mark--${size}`} aria-hidden="true" />;
}

export function Logo() {
  const [first, ...rest] = SHOP_NAME.split(' ');
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{first}</span> <span className="logo__suffix">{rest.join(' ')}</span>
      </span>
    </span>
  );
}
