/** The home banner's drawing: a tote bag with a lotus, in the brand colours (decorative). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 320 300" fill="none">
      <circle cx="170" cy="150" r="130" fill="#e8f3ef" />
      <path d="M92 110h156l-14 160H106z" fill="#f7efe2" stroke="#1f6f5c" strokeWidth="5" strokeLinejoin="round" />
      <path d="M130 110V88a40 40 0 0 1 80 0v22" stroke="#1f6f5c" strokeWidth="7" strokeLinecap="round" />
      <g transform="translate(170 196)">
        <path d="M0 34C-10 20-10 2 0-16 10 2 10 20 0 34z" fill="#c0392b" />
        <path d="M0 34C-22 26-34 8-32-10-14-4-4 14 0 34z" fill="#d9644f" />
        <path d="M0 34C22 26 34 8 32-10 14-4 4 14 0 34z" fill="#d9644f" />
        <path d="M-40 40h80" stroke="#1f6f5c" strokeWidth="4" strokeLinecap="round" />
      </g>
      <path d="M40 250c30-14 60-14 90 0s60 14 90 0 60-14 90 0" stroke="#8cc5b5" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
