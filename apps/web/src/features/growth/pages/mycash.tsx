import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { BalanceCard } from '../components/balance-card';
import { LedgerList } from '../components/ledger-list';
import '../growth-shared.css';

/** 我的奖励金 (mycash): the balance with 提现, and every movement of it (the ledger). */
export default function MyCashPage() {
  const navigate = useAppNavigate();
  return (
    <main className="gr-page" data-testid="growth-mycash">
      <BalanceCard />
      <section className="gr-card">
        <h2 className="gr-card-title">
          奖励明细
          <button
            type="button"
            data-testid="growth-withdraw-list-entry"
            onClick={() => navigate(getHref('withdrawList'))}
          >
            提现记录 ›
          </button>
        </h2>
        <LedgerList />
      </section>
      <div className="gr-card">
        <button
          type="button"
          className="gr-btn gr-btn-ghost gr-btn-block"
          onClick={() => navigate(getHref('invite'))}
        >
          继续邀请好友赚奖励
        </button>
      </div>
    </main>
  );
}
