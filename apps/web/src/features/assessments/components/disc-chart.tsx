const COLORS = { D: '#e5534b', I: '#f0a020', S: '#3aa55d', C: '#3b7dd8' } as const;
const NAMES = { D: '支配', I: '影响', S: '稳健', C: '谨慎' } as const;
type Factor = keyof typeof COLORS;

/**
 * The four DISC scores as vertical bars around a zero line (an SVG, no chart library): the bar grows up for a
 * positive score and down for a negative one, its height the score over the largest score shown.
 */
export function DiscChart(props: { scores: Record<Factor, number>; groupCount: number }) {
  const width = 320;
  const height = 160;
  const mid = height / 2;
  // Scaled to the largest score (at least 6, at most the number of groups) so typical results fill the chart.
  const largest = Math.max(...Object.values(props.scores).map(Math.abs));
  const max = Math.min(Math.max(largest, 6), Math.max(props.groupCount, 1));
  const slot = width / 4;
  return (
    <svg
      className="disc-chart"
      viewBox={`0 0 ${width} ${height + 24}`}
      role="img"
      aria-label={(['D', 'I', 'S', 'C'] as const).map((f) => `${f} ${props.scores[f]}`).join('，')}
      data-testid="disc-chart"
    >
      <line x1="0" x2={width} y1={mid} y2={mid} stroke="#ccc" strokeDasharray="4 4" />
      {(['D', 'I', 'S', 'C'] as const).map((f, i) => {
        const score = props.scores[f];
        const h = (Math.abs(score) / max) * (mid - 16);
        const x = i * slot + slot / 2 - 18;
        const y = score >= 0 ? mid - h : mid;
        return (
          <g key={f}>
            <rect x={x} y={y} width="36" height={Math.max(h, 1)} rx="4" fill={COLORS[f]} />
            <text
              x={x + 18}
              y={score >= 0 ? y - 4 : y + h + 14}
              textAnchor="middle"
              fontSize="13"
              fill="#333"
            >
              {score > 0 ? `+${score}` : score}
            </text>
            <text x={x + 18} y={height + 18} textAnchor="middle" fontSize="13" fill="#666">
              {f} {NAMES[f]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
