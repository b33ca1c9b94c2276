/** The Trellis mark: a lattice with a leaf growing over it. Decorative; the word names it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#2f6b3a" />
      <path
        d="M16 5 27 16 16 27 5 16Z M10.5 10.5 21.5 21.5 M21.5 10.5 10.5 21.5"
        stroke="#a9cfae"
        strokeWidth="1.6"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M17 27c-.6-6.8 2.6-11.5 9.5-13 .6 7-2.8 11.6-9.5 13Z"
        fill="#e3f4e1"
        stroke="#2f6b3a"
        strokeWidth="1.6"
        paintOrder="stroke"
      />
      <path
        d="M17.8 26c1.9-4 4.4-7 7.6-9.2"
        stroke="#2f6b3a"
        strokeWidth="1.1"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo-word">Trellis</span>
    </span>
  );
}
