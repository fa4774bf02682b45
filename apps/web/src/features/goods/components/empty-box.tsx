/** An open, empty parcel: 'no goods here' (inline SVG, theme colour). */
export function EmptyBoxIllustration() {
  return (
    <svg viewBox="0 0 200 160" role="img" aria-label="暂无商品">
      <ellipse cx="100" cy="146" rx="80" ry="8" fill="#E5E5E5" />
      <path d="M40 70 L100 90 L160 70 L160 128 L100 146 L40 128 Z" fill="#FFE3DC" />
      <path d="M100 90 L100 146" stroke="#FF5330" strokeWidth="3" />
      <path d="M40 70 L100 90 L160 70" fill="none" stroke="#FF5330" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M40 70 L22 92 L84 112 L100 90 Z"
        fill="#fff"
        stroke="#FF5330"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M160 70 L178 92 L116 112 L100 90 Z"
        fill="#fff"
        stroke="#FF5330"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M80 40 q20 -22 40 0"
        fill="none"
        stroke="#FF5330"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 8"
      />
    </svg>
  );
}
