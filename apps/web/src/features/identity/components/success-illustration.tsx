/** A round check mark in the theme colour. */
export function SuccessIllustration() {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <circle cx="60" cy="60" r="52" fill="#fff1ed" />
      <circle cx="60" cy="60" r="36" fill="#ff5330" />
      <path
        d="M44 61l11 11 22-24"
        stroke="#fff"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
