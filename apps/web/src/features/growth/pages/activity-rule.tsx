import { inviteCashDetail } from '@course/contracts/growth-invite';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { yuan } from '../growth-format';
import { configOf, RULE_ROUTES } from '../page-config';
import '../growth-shared.css';
import './activity-rule.css';

/**
 * The running invite activity explained (activity-rule, active-rule: 活动规则; mission-strategy,
 * strategy-info: 任务攻略). The rules are written from the numbers the server applies, so they cannot drift from
 * them; the operator's text is shown apart, as 其他说明, for what the numbers do not say.
 */
export default function ActivityRulePage() {
  const navigate = useAppNavigate();
  const config = configOf(RULE_ROUTES, useRouteEntry()?.name);
  const detail = useCall(inviteCashDetail, {});
  if (detail.isLoading) return <PageLoading />;
  if (detail.error || !detail.data)
    return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const a = detail.data.activity;
  const rules = [
    `每成功邀请一位新朋友注册，奖励${yuan(a.registrationRewardCents)}。`,
    `好友首次购买课程并支付成功，再奖励${yuan(a.firstPurchaseRewardCents)}；该订单退款时，对应奖励将被撤回。`,
    ...(a.classTaskSections > 0 && a.classTaskRewardCents > 0
      ? [`好友累计学完 ${a.classTaskSections} 节课，再奖励${yuan(a.classTaskRewardCents)}（每位好友一次）。`]
      : []),
    `每人每天最多获得 ${a.dailyRewardCap} 次奖励。`,
    `奖励自获得之日起 ${a.rewardValidDays} 天内有效，逾期未提现的部分将过期（先获得的奖励先提现、先过期）。`,
    '邀请自己、邀请已注册的老学员不计奖励；每位好友只能接受一位邀请人的邀请，以首次接受为准。',
    `奖励可提现到微信零钱：单次最低${yuan(a.minWithdrawCents)}，每天最多 ${a.dailyWithdrawCount} 次；单笔超过${yuan(a.reviewThresholdCents)}需人工审核。`,
  ];
  const steps = [
    { title: '生成专属海报', text: '在邀请页点「生成邀请海报」，长按保存或直接发给好友。' },
    { title: '发到群聊和朋友圈', text: '学习群、家长群、朋友圈都是好地方，配上你的学习心得更有说服力。' },
    { title: '好友扫码注册', text: `好友扫码接受邀请并注册，你立得${yuan(a.registrationRewardCents)}。` },
    {
      title: '好友购课再奖励',
      text: `好友首次购课，你再得${yuan(a.firstPurchaseRewardCents)}，随时提现到微信零钱。`,
    },
  ];
  return (
    <main className="gr-page" data-testid="growth-rule">
      <header className="gr-rule-head">
        <h1>{config.heading}</h1>
        <p>{a.title}</p>
      </header>
      {config.kind === 'rule' ? (
        <>
          <section className="gr-card" data-testid="growth-rule-list">
            <ol className="gr-rule-list">
              {rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          </section>
          {a.rule ? (
            <section className="gr-card" data-testid="growth-rule-note">
              <h2 className="gr-rule-note-title">其他说明</h2>
              <p className="gr-rule-text">{a.rule}</p>
            </section>
          ) : null}
        </>
      ) : (
        <section className="gr-card" data-testid="growth-strategy">
          {steps.map((s, i) => (
            <div className="gr-strategy" key={s.title}>
              <b>{i + 1}</b>
              <div>
                <h2>{s.title}</h2>
                <p>{s.text}</p>
              </div>
            </div>
          ))}
        </section>
      )}
      <div className="gr-card">
        <button
          type="button"
          className="gr-btn gr-btn-primary gr-btn-block"
          onClick={() => navigate(getHref('invite'))}
        >
          立即邀请好友
        </button>
      </div>
    </main>
  );
}
