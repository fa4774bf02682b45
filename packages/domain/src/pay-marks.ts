/**
 * The providers' marks of the pay methods as SVG documents (viewBox 0 0 48 48), the same drawings the web's
 * pay-method list shows (apps/web/src/features/order/components/pay-mark.tsx; Alipay's is antd-mobile-icons'
 * AlipaySquareFill). The seed writes them as the pay config's icon files (`iconUrl` of the spec's pay config),
 * so an operator or another client reading `iconUrl` gets the provider's mark, not a placeholder character.
 */
export type PayMarkName = 'wechat-pay' | 'alipay' | 'huabei' | 'jdpay';

const ALIPAY_PATH =
  'M37.5946094,4 C41.1340625,4 44,6.86820313 44,10.4083984 L44,37.5930078 C44,41.1309375 41.1343359,44 37.5946094,44 L10.4076953,44 C6.86707031,44 4,41.1309375 4,37.5930078 L4,10.4083984 C4,6.86820312 6.86710937,4 10.4076953,4 L37.5946094,4 Z M26.2660937,9.33332031 L22.3282422,9.33332031 C21.6445312,9.33332031 21.6376953,9.99917969 21.6376172,10.0125 L21.6376172,14.0457031 L11.8794141,14.0457031 L11.8794141,15.6235156 L21.6376172,15.6235156 L21.6376172,18.4500391 L13.5808594,18.4500391 L13.5808594,20.0278125 L29.2063672,20.0278125 C28.6345703,21.9905078 27.8667969,23.8335547 26.9555469,25.5077344 C21.8855469,23.8406641 16.4751953,22.4896094 13.0765625,23.3214062 C10.9031641,23.8553906 9.50292969,24.8076562 8.68015625,25.8053125 C4.90515625,30.3819531 7.61234375,37.3333203 15.5849219,37.3333203 C20.2983984,37.3333203 24.8391797,34.7142578 28.3589062,30.3989453 C33.6073047,32.9133984 43.9999905,37.2304687 43.9999905,37.2304687 L43.9999905,31.0780078 L43.9984375,31.0778906 C43.9460156,31.073125 42.5796875,30.9358984 36.94125,29.0541406 C35.3427734,28.5210156 33.196875,27.7047656 30.8073828,26.8434766 C32.2430859,24.3573047 33.3886328,21.5262891 34.1419141,18.4500391 L26.2660547,18.4500391 L26.2660547,15.6234766 L35.9142578,15.6234766 L35.9142578,14.0457422 L26.2660547,14.0457422 L26.2660547,9.33332031 L26.2660937,9.33332031 Z M24.6666797,28.7101953 C21.8591797,32.3766797 18.2846875,34.6666797 14.7085156,34.6666797 C8.55535156,34.6666797 6.73582031,29.8128906 9.776875,27.1577734 C10.7915234,26.2603516 12.6464062,25.8222266 13.6346875,25.7237891 C17.29,25.3623438 20.6730078,26.7585547 24.6666797,28.7101953 L24.6666797,28.7101953 Z';

const BODIES: Record<PayMarkName, string> = {
  'wechat-pay':
    '<rect width="48" height="48" rx="11" fill="#07C160"/>' +
    '<ellipse cx="20" cy="20" rx="12.5" ry="10.5" fill="#fff"/>' +
    '<path d="M11 27.5 9.5 33l6-3.2z" fill="#fff"/>' +
    '<circle cx="15.6" cy="17.6" r="1.7" fill="#07C160"/>' +
    '<circle cx="24.4" cy="17.6" r="1.7" fill="#07C160"/>' +
    '<ellipse cx="30.5" cy="29.5" rx="10.5" ry="8.8" fill="#fff" stroke="#07C160" stroke-width="1.6"/>' +
    '<path d="M37.5 35.5 39 40l-5.2-2.6z" fill="#fff"/>' +
    '<circle cx="27" cy="27.8" r="1.4" fill="#07C160"/>' +
    '<circle cx="34" cy="27.8" r="1.4" fill="#07C160"/>',
  alipay: `<path d="${ALIPAY_PATH}" fill="#1677FF" fill-rule="nonzero"/>`,
  huabei:
    '<rect width="48" height="48" rx="11" fill="#1677FF"/>' +
    '<g fill="#fff"><ellipse cx="24" cy="14.5" rx="5.5" ry="8"/><ellipse cx="24" cy="33.5" rx="5.5" ry="8"/>' +
    '<ellipse cx="14.5" cy="24" rx="8" ry="5.5"/><ellipse cx="33.5" cy="24" rx="8" ry="5.5"/></g>' +
    '<circle cx="24" cy="24" r="4.5" fill="#1677FF"/>',
  jdpay:
    '<rect width="48" height="48" rx="11" fill="#E1251B"/>' +
    '<path d="M17 13h5v15.5c0 4.4-2.9 7-7.2 7-1.6 0-3.1-.3-4.3-.9l.9-4.2c.8.4 1.8.7 2.8.7 1.8 0 2.8-1 2.8-3.3zm9 0h6.2C38.3 13 42 16.9 42 24s-3.8 11-10 11H26zm5 4.3v13.4h1c3.5 0 5.6-2.3 5.6-6.7 0-4.4-2-6.7-5.6-6.7z" fill="#fff"/>',
};

/** The mark as a standalone SVG file (64×64 px, drawn on a 48 grid). */
export function payMarkSvg(mark: PayMarkName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 48 48" data-mark="${mark}">${BODIES[mark]}</svg>`;
}

/** The geometry of a drawing (every d, cx, cy, r, rx, ry in order): tests compare the file with what the web draws. */
export function svgGeometry(svg: string): string[] {
  return [...svg.matchAll(/ (d|cx|cy|r|rx|ry)="([^"]+)"/g)].map((m) => `${m[1]}=${m[2]}`);
}

export function payMarkGeometry(mark: PayMarkName): string[] {
  return svgGeometry(BODIES[mark]);
}
