import type { SVGProps } from 'react';

/**
 * The base of the app's line icons (24×24 viewBox, stroke = currentColor, round caps and joins), so the
 * app needs no icon library; props (size, stroke…) override the defaults.
 */
export const LineIcon = ({ children, ...props }: SVGProps<SVGSVGElement>) => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    {...props}
  >
    {children}
  </svg>
);

/** The navigation icons (bottom navigation, drawer and /main tiles). */
export const HomeIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M3 11 12 4l9 7" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </LineIcon>
);
export const TicketIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </LineIcon>
);
export const TrophyIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8" />
  </LineIcon>
);
export const SlipIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </LineIcon>
);
export const UserIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);
export const ListIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </LineIcon>
);
export const GamepadIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M7 8h10a5 5 0 0 1 4.8 6.4l-.6 2a2.6 2.6 0 0 1-4.4 1L15 16H9l-1.8 1.4a2.6 2.6 0 0 1-4.4-1l-.6-2A5 5 0 0 1 7 8z" />
    <path d="M8 11v3M6.5 12.5h3" />
    <circle cx="15.5" cy="12" r=".6" />
    <circle cx="17.5" cy="13.5" r=".6" />
  </LineIcon>
);

export const GiftIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M3 8h18v4H3zM5 12v8h14v-8M12 8v12M12 8C10 4 6 5 8 8m4 0c2-4 6-3 4 0" />
  </LineIcon>
);

/**
 * Glyphs the app's fonts lack (⌫, ←): drawn, they cost no search through the system's fonts, which
 * on a slow phone held the round page's first layout back.
 */
export const BackspaceIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M21 5H9l-6 7 6 7h12zM12 9l6 6M18 9l-6 6" />
  </LineIcon>
);
export const BackArrowIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </LineIcon>
);
