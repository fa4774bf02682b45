import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { NotFoundIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

/** calligraphyDictionary404: a search whose characters the dictionary does not have. */
export default function Dictionary404Page() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.slice(0, 20) ?? '';
  return (
    <StatusPage
      testId="tools-dictionary-404"
      illustration={<NotFoundIllustration />}
      title="未找到该字"
      description={keyword ? `字典暂未收录“${keyword}”，换个字试试吧` : '字典暂未收录这个字，换个字试试吧'}
      actionText="重新搜索"
      onAction={() => navigate(getHref('calligraphyDictionarySearch'), { replace: true })}
    />
  );
}
