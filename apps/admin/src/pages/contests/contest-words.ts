/** Words the contest screens share: families, entry statuses, stages. */
export const FAMILY_NAMES = {
  memory: '最强记忆',
  shortVideo: '短视频',
  apac: '亚太赛',
  calligraphy: '书法大赛',
} as const;
export const ENTRY_STATUS = {
  applied: { color: 'default', text: '已报名未提交' },
  submitted: { color: 'gold', text: '待审核' },
  approved: { color: 'green', text: '已通过' },
  rejected: { color: 'red', text: '未通过' },
} as const;
export const STAGE_NAMES = {
  apply: '报名',
  preliminary: '初赛',
  live: '直播',
  exercise: '练习',
  upload: '上传作品',
  questions: '答题',
  rank: '排行榜',
  vote: '投票',
  result: '结果公布',
} as const;
export const JUDGE_NAMES = {
  all: '所有人',
  new: '仅新学员（未购课）',
  paid: '仅已购课学员',
  mobile: '须绑定手机号',
} as const;
