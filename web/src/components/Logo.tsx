import { SHOP_NAME } from '../../../shared/constants/app-shell.js';

/** The pitahaya mark (decorative) followed by the shop's name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="#3f9b4a" d="M32 2c3 5 3 9 0 13-3-4-3-8 0-13z" />
      <ellipse cx="32" cy="37" rx="21" ry="24" fill="#b0125b" />
      <path
        fill="#4caf50"
        d="M11 30c5-1 9 1 11 5-5 1-9-1-11-5zM53 30c-5-1-9 1-11 5 5 1 9-1 11-5zM17 50c4-3 9-3 12 0-4 3-9 3-12 0zM47 50c-4-3-9-3-12 0 4 3 9 3 12 0zM32 24c2-5 7-8 12-7-2 5-7 8-12 7zM32 24c-2-5-7-8-12-7 2 5 7 8 12 7z"
      />
      <ellipse cx="32" cy="39" rx="9" ry="11" fill="#fff5f9" />
      <g fill="#2a1d24">
        <circle cx="29" cy="35" r="1.2" />
        <circle cx="35" cy="37" r="1.2" />
        <circle cx="31" cy="42" r="1.2" />
        <circle cx="35" cy="44" r="1.2" />
        <circle cx="28" cy="40" r="1.2" />
      </g>
    </svg>
  );
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
