/** Small inline icons (decorative: the controls using them carry their own labels). */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base: IconProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

/** An icon drawing `shape` (its paths) in the frame above; `props` size or place it. */
function icon(shape: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      <svg {...base} {...props}>
        {shape}
      </svg>
    );
  };
}

/** The product cards draw the same cart from web/public/icons/cart.svg (a CSS mask: product-card.css). */
export const CartIcon = icon(
  <>
    <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.4-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </>,
);

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = icon(
  <>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6A17.3 17.3 0 0 0 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const DotIcon = icon(<circle cx="12" cy="12" r="3.5" fill="currentColor" stroke="none" />);

export const BellIcon = icon(
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);
