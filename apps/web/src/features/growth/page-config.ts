/**
 * Per-route configuration of the growth pages that several routes share: the same data (the one running
 * invite activity, the learner's own invitees and balance), told the way each entry of the spec's family
 * introduces it.
 */

export type InviteHubConfig = {
  /** The hero's headline and the line under it. */
  headline: string;
  tagline: string;
};

export const INVITE_HUB_ROUTES: Record<string, InviteHubConfig> = {
  invite: { headline: '邀请好友 一起学', tagline: '好友注册、购课，你都有现金奖励' },
  'invite-new-user': { headline: '邀请新用户 赚现金', tagline: '新朋友注册即得奖励，首次购课再奖励' },
  'invite-new-user-share': { headline: '分享给好友 赚现金', tagline: '把专属海报或链接发给好友' },
  'invite-to-earn': { headline: '邀请有奖 上不封顶', tagline: '每邀一位好友，奖励直接进你的余额' },
  inviteActivity: { headline: '邀请好友 赚现金', tagline: '奖励可提现到微信零钱' },
  'invite-to-earn-jump': { headline: '邀请有奖 上不封顶', tagline: '每邀一位好友，奖励直接进你的余额' },
  'invite-to-earn-jump-new': { headline: '邀请有奖 上不封顶', tagline: '每邀一位好友，奖励直接进你的余额' },
  'referral-activity': { headline: '推荐好课 有礼相送', tagline: '推荐好友来学，双方都受益' },
  'referral-share': { headline: '推荐好课 有礼相送', tagline: '把专属海报或链接发给好友' },
  recall: { headline: '老友召回 一起学', tagline: '邀请朋友回来学习，奖励照常发放' },
  recallUpdate: { headline: '老友召回 一起学', tagline: '邀请朋友回来学习，奖励照常发放' },
  recallAdvance: { headline: '老友召回 进阶奖励', tagline: '好友购课后奖励更多' },
  'send-book': { headline: '邀好友 一起读好书', tagline: '好友注册、购课，你都有现金奖励' },
  tourInvite: { headline: '研学路上 结伴同行', tagline: '邀请好友一起报名，奖励进你的余额' },
};

export const POSTER_ROUTES: Record<string, { hint: string }> = {
  poster: { hint: '长按图片保存，或直接分享给好友' },
  recallPoster: { hint: '长按图片保存，发给许久未见的老朋友' },
  my_video_canvass_img: { hint: '长按图片保存，请好友扫码支持你' },
};

export type ListConfig = { heading: string; empty: string };

export const LIST_ROUTES: Record<string, ListConfig> = {
  'invitation-list': { heading: '我邀请的好友', empty: '还没有邀请到好友，快去分享吧' },
  'invitation-record': { heading: '邀请记录', empty: '还没有邀请记录，快去分享吧' },
  tourInviteRecord: { heading: '研学邀请记录', empty: '还没有邀请记录，快去分享吧' },
  'my-fans': { heading: '我的粉丝', empty: '还没有粉丝，分享海报让好友加入吧' },
};

export type RuleConfig = { heading: string; kind: 'rule' | 'strategy' };

export const RULE_ROUTES: Record<string, RuleConfig> = {
  'activity-rule': { heading: '活动规则', kind: 'rule' },
  'active-rule': { heading: '活动规则', kind: 'rule' },
  'mission-strategy': { heading: '任务攻略', kind: 'strategy' },
  'strategy-info': { heading: '攻略详情', kind: 'strategy' },
};

/** The configuration of the current route, else the first one of the table. */
export function configOf<T>(table: Record<string, T>, name: string | undefined): T {
  return (name ? table[name] : undefined) ?? (Object.values(table)[0] as T);
}
