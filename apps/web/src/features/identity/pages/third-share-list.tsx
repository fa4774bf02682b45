import { type TThirdParty, thirdShareList } from '@course/contracts/identity-privacy';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import '../identity-shared.css';
import '../privacy.css';

const MODE_TEXT: Record<TThirdParty['mode'], string> = {
  live: '使用中',
  sandbox: '测试环境（未向第三方发送）',
  off: '未启用',
};

/** thirdShareList (第三方信息共享清单): who we share with, what, why, their policy, and whether it is in use. */
export default function ThirdShareListPage() {
  const query = useCall(thirdShareList, {});
  return (
    <main className="acc-page" data-testid="third-share-list-page">
      <p className="priv-intro">
        为实现登录、支付、短信验证等功能，我们会与以下第三方共享必要的个人信息。状态标示当前服务是否实际使用该第三方。
      </p>
      <PageState query={query}>
        {(data) =>
          data.parties.length === 0 ? (
            <Empty text="暂无清单" />
          ) : (
            data.parties.map((p) => (
              <section key={p.key} className="priv-card" data-testid={`third-party-${p.key}`}>
                <div className="priv-card-head">
                  <span>{p.name}</span>
                  <span className={`priv-tag priv-tag-${p.mode}`}>{MODE_TEXT[p.mode]}</span>
                </div>
                <div className="priv-row">
                  <span>第三方</span>
                  <span>{p.provider}</span>
                </div>
                <div className="priv-row">
                  <span>共享信息</span>
                  <span>{p.shared}</span>
                </div>
                <div className="priv-row">
                  <span>使用目的</span>
                  <span>{p.purpose}</span>
                </div>
                <div className="priv-row">
                  <span>使用场景</span>
                  <span>{p.scenario}</span>
                </div>
                <div className="priv-row">
                  <span>隐私政策</span>
                  <a className="priv-link" href={p.policyUrl} target="_blank" rel="noreferrer noopener">
                    {p.policyUrl}
                  </a>
                </div>
              </section>
            ))
          )
        }
      </PageState>
    </main>
  );
}
