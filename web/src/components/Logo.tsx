import { SHOP_NAME } from '../../../shared/constants/app-shell.js';

/**
 * The pitahaya mark (decorative) followed by the shop's name. The mark is the site's icon file (the browser
 * already fetched it for the tab), not inline SVG: the shopper's first load carries no drawing.
 */
export function LogoMark({ size = 36 }: { size?: number }) {
  return <img className="logo-mark" src="/favicon.svg" width={size} height={size} alt="" decoding="async" />;
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
