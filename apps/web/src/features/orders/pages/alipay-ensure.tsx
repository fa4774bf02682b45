import { EnsureView } from '../components/ensure-view';

/** alipayEnsure: the same confirmation, paid with Alipay or Huabei only; the cashier returns to alipaySuccess. */
export default function AlipayEnsurePage() {
  return <EnsureView only={[21, 22]} resultRoute="alipaySuccess" />;
}
