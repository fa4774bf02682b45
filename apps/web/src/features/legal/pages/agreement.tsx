import type { AgreementType } from '@course/contracts/legal-agreement';
import { agreementDetail } from '@course/contracts/legal-agreement';
import { useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { AgreementDocument } from '../../../ui/agreement-document';
import { PageLoading } from '../../../ui/states';

/**
 * The agreement family: which document each route shows. The -new variants and the app's own routes
 * (appAgreement*, drawn inside the native app) show the same documents.
 */
const DOCUMENT_OF_ROUTE: Record<string, AgreementType> = {
  agreement: 'service',
  'agreement-new': 'service',
  appAgreement: 'service',
  'appAgreement-new': 'service',
  agreement1: 'privacy',
  'agreement1-new': 'privacy',
  appAgreement1: 'privacy',
  'appAgreement1-new': 'privacy',
  agreement3: 'purchase',
  'agreement3-new': 'purchase',
  agreement4: 'membership',
  'agreement4-new': 'membership',
  aboutus: 'about',
  about: 'qualifications',
};

export default function AgreementPage() {
  const type = DOCUMENT_OF_ROUTE[useRouteEntry()?.name ?? ''] ?? 'service';
  const document = useCall(agreementDetail, { type }, { silent: true });
  if (document.isPending) return <PageLoading />;
  if (document.isError) {
    const msg = document.error instanceof ApiError ? document.error.msg : '';
    return (
      <p className="agreement-document" data-testid="agreement-error">
        {msg || '协议加载失败，请稍后重试'}
      </p>
    );
  }
  return <AgreementDocument document={document.data} testId={`agreement-${type}`} />;
}
