import type { SubjectKey } from '@course/domain/course-subjects';
import { HeartOutline, PayCircleOutline, VideoOutline } from 'antd-mobile-icons';

/** Strokes shared by the icons drawn here: they match antd-mobile-icons' outline style (white on the tile). */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The icon of a subject shortcut on the home page (issue 21, item 15): antd-mobile-icons where one fits
 * (short video, health, finance), small SVGs drawn for the purpose where none does (a light bulb for memory,
 * a writing brush for calligraphy, piano keys for piano). Never a placeholder character.
 */
export function SubjectIcon(props: { subject: SubjectKey }) {
  const common = { 'data-testid': `subject-icon-${props.subject}`, 'aria-hidden': true } as const;
  switch (props.subject) {
    case 'memory':
      return (
        <svg {...common} viewBox="0 0 48 48" width="1em" height="1em">
          <path
            {...stroke}
            d="M24 6.5a12.5 12.5 0 0 0-7.4 22.6c1.4 1 2.2 2.5 2.2 4.2v2.2h10.4v-2.2c0-1.7.8-3.2 2.2-4.2A12.5 12.5 0 0 0 24 6.5z"
          />
          <path {...stroke} d="M19.5 40.5h9M21.5 44h5M19.5 21.5l4.5 4.5 4.5-4.5M24 26v9" />
        </svg>
      );
    case 'calligraphy':
      return (
        <svg {...common} viewBox="0 0 48 48" width="1em" height="1em">
          <path {...stroke} d="M29 6.5h6l-.8 17h-4.4z" />
          <path {...stroke} d="M29.8 23.5c-1.6 4.8-1.4 9.4 2.2 14.5 3.6-5.1 3.8-9.7 2.2-14.5" />
          <path {...stroke} d="M8 41.5c5-3 9.5-3.6 14.5-1.6 3 1.2 5.7 1.4 8.5.1" />
        </svg>
      );
    case 'piano':
      return (
        <svg {...common} viewBox="0 0 48 48" width="1em" height="1em">
          <rect {...stroke} x="7" y="10" width="34" height="28" rx="3" />
          <path {...stroke} d="M18.3 38V25M29.7 38V25" />
          <path d="M14.5 10h5.5v15h-5.5zM26 10h5.5v15H26z" fill="currentColor" />
        </svg>
      );
    case 'short-video':
      return <VideoOutline {...common} />;
    case 'health':
      return <HeartOutline {...common} />;
    case 'finance':
      return <PayCircleOutline {...common} />;
    default:
      return null;
  }
}
