import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { StatusPage } from '../../../ui/status-page';
import { EmptyBoxIllustration } from '../components/empty-box';

const REASONS: Record<string, string> = {
  off: '该商品已下架，看看其他好物吧',
  unknown: '没有找到这件商品，可能链接已失效',
  soldout: '商品已售罄，看看其他好物吧',
};

/** shoppingEmpty: no goods to show (query reason: off, unknown, soldout), with a way back to the shop. */
export default function GoodsEmptyPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const reason = REASONS[params.get('reason') ?? ''] ?? '这里还没有商品，去商城逛逛吧';
  return (
    <StatusPage
      testId="goods-empty"
      illustration={<EmptyBoxIllustration />}
      title="暂无商品"
      description={reason}
      actionText="去商城逛逛"
      onAction={() => navigate(getHref('shoppingMall'), { replace: true })}
    />
  );
}
