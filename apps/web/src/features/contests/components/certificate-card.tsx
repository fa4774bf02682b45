import { useCall } from '../../../lib/query';
import type { ContestFamilyConfig } from '../family-config';
import { LIVE } from '../family-config';

/**
 * The contestant's certificate (荣誉证书): once results are out the award and a link to the PDF drawn by the
 * server (a signed link, so it opens in WeChat's viewer and downloads without a token); before that, why not.
 */
export function CertificateCard(props: { family: ContestFamilyConfig; activityCode: string }) {
  const cert = useCall(
    props.family.calls.getCertificate,
    { activityCode: props.activityCode },
    { staleTime: LIVE, silent: true },
  );
  if (cert.isPending || cert.isError) return null;
  const c = cert.data;
  return (
    <section className="ct-card ct-cert" data-testid="contest-certificate">
      <h2>荣誉证书</h2>
      {c.available ? (
        <>
          <p>
            {c.realName}，恭喜您获得第 {c.rank} 名 · <strong>{c.award}</strong>
          </p>
          <a
            className="ct-btn ct-btn-block"
            href={c.url ?? '#'}
            target="_blank"
            rel="noreferrer"
            download
            data-testid="contest-certificate-link"
          >
            查看 / 下载证书（PDF）
          </a>
        </>
      ) : (
        <p className="ct-muted" data-testid="contest-certificate-reason">
          {c.reason}
        </p>
      )}
    </section>
  );
}
