/** Small inline SVG illustrations for full-page states (no image requests, theme colour #FF5330). */

const PRIMARY = '#FF5330';
const WEAK = '#FFE3DC';
const GREY = '#E5E5E5';

/** A cone and a half-built wall: 'under construction'. */
export function BuildingIllustration() {
  return (
    <svg viewBox="0 0 200 160" role="img" aria-label="建设中">
      <ellipse cx="100" cy="146" rx="80" ry="8" fill={GREY} />
      <rect x="30" y="96" width="44" height="20" rx="2" fill={WEAK} />
      <rect x="78" y="96" width="44" height="20" rx="2" fill={WEAK} />
      <rect x="52" y="120" width="44" height="20" rx="2" fill={WEAK} />
      <rect x="100" y="120" width="44" height="20" rx="2" fill={WEAK} />
      <rect x="30" y="120" width="18" height="20" rx="2" fill={WEAK} />
      <path d="M150 140 L164 70 L178 140 Z" fill={PRIMARY} />
      <rect x="154" y="96" width="20" height="7" fill="#fff" />
      <rect x="151" y="116" width="26" height="7" fill="#fff" />
      <rect x="144" y="138" width="40" height="6" rx="2" fill={PRIMARY} />
      <circle cx="60" cy="50" r="14" fill="none" stroke={PRIMARY} strokeWidth="6" />
      <path
        d="M60 30 v-8 M60 78 v-8 M40 50 h-8 M88 50 h-8"
        stroke={PRIMARY}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A magnifier over an empty page: 'not found'. */
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 200 160" role="img" aria-label="页面不存在">
      <ellipse cx="100" cy="146" rx="80" ry="8" fill={GREY} />
      <rect x="48" y="20" width="92" height="116" rx="8" fill={WEAK} />
      <rect x="62" y="40" width="56" height="8" rx="4" fill="#fff" />
      <rect x="62" y="58" width="40" height="8" rx="4" fill="#fff" />
      <circle cx="128" cy="98" r="24" fill="#fff" stroke={PRIMARY} strokeWidth="8" />
      <path d="M146 116 L166 136" stroke={PRIMARY} strokeWidth="10" strokeLinecap="round" />
      <text x="128" y="106" textAnchor="middle" fontSize="22" fontWeight="700" fill={PRIMARY}>
        ?
      </text>
    </svg>
  );
}

/** A cloud with a warning mark: 'something went wrong'. */
export function ErrorIllustration() {
  return (
    <svg viewBox="0 0 200 160" role="img" aria-label="出错了">
      <ellipse cx="100" cy="146" rx="80" ry="8" fill={GREY} />
      <path
        d="M58 112 a28 28 0 0 1 4 -55.7 a38 38 0 0 1 72 -6 a30 30 0 0 1 8 61.7 Z"
        fill={WEAK}
        stroke={PRIMARY}
        strokeWidth="4"
      />
      <rect x="95" y="58" width="10" height="32" rx="5" fill={PRIMARY} />
      <circle cx="100" cy="100" r="6" fill={PRIMARY} />
    </svg>
  );
}
