import type { PaySelector } from '@course/domain/pay-methods';
import { AlipaySquareFill } from 'antd-mobile-icons';
import './pay-mark.css';

/**
 * The providers' marks of the pay methods, drawn as small inline SVGs (Alipay's from antd-mobile-icons):
 * WeChat Pay's green chat bubbles, Alipay's blue mark, Huabei's blue flower and JD Pay's red JD. Brand marks
 * are not operator content, so the configured icon file is not used for them.
 */
export function PayMark(props: { selector: PaySelector }) {
  const common = {
    className: 'od-pay-mark',
    'data-testid': `pay-mark-${props.selector}`,
    'aria-hidden': true,
  } as const;
  switch (props.selector) {
    case 2:
    case 6:
      return (
        <svg {...common} viewBox="0 0 48 48" data-mark="wechat-pay">
          <rect width="48" height="48" rx="11" fill="#07C160" />
          <ellipse cx="20" cy="20" rx="12.5" ry="10.5" fill="#fff" />
          <path d="M11 27.5 9.5 33l6-3.2z" fill="#fff" />
          <circle cx="15.6" cy="17.6" r="1.7" fill="#07C160" />
          <circle cx="24.4" cy="17.6" r="1.7" fill="#07C160" />
          <ellipse cx="30.5" cy="29.5" rx="10.5" ry="8.8" fill="#fff" stroke="#07C160" strokeWidth="1.6" />
          <path d="M37.5 35.5 39 40l-5.2-2.6z" fill="#fff" />
          <circle cx="27" cy="27.8" r="1.4" fill="#07C160" />
          <circle cx="34" cy="27.8" r="1.4" fill="#07C160" />
        </svg>
      );
    case 3:
      return (
        <AlipaySquareFill
          className="od-pay-mark"
          data-testid={`pay-mark-${props.selector}`}
          data-mark="alipay"
          aria-hidden
          style={{ color: '#1677FF' }}
        />
      );
    case 5:
      return (
        <svg {...common} viewBox="0 0 48 48" data-mark="huabei">
          <rect width="48" height="48" rx="11" fill="#1677FF" />
          <g fill="#fff">
            <ellipse cx="24" cy="14.5" rx="5.5" ry="8" />
            <ellipse cx="24" cy="33.5" rx="5.5" ry="8" />
            <ellipse cx="14.5" cy="24" rx="8" ry="5.5" />
            <ellipse cx="33.5" cy="24" rx="8" ry="5.5" />
          </g>
          <circle cx="24" cy="24" r="4.5" fill="#1677FF" />
        </svg>
      );
    case 4:
      return (
        <svg {...common} viewBox="0 0 48 48" data-mark="jdpay">
          <rect width="48" height="48" rx="11" fill="#E1251B" />
          <path
            d="M17 13h5v15.5c0 4.4-2.9 7-7.2 7-1.6 0-3.1-.3-4.3-.9l.9-4.2c.8.4 1.8.7 2.8.7 1.8 0 2.8-1 2.8-3.3zm9 0h6.2C38.3 13 42 16.9 42 24s-3.8 11-10 11H26zm5 4.3v13.4h1c3.5 0 5.6-2.3 5.6-6.7 0-4.4-2-6.7-5.6-6.7z"
            fill="#fff"
          />
        </svg>
      );
    default:
      return null;
  }
}
