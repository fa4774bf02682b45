/**
 * What the audit log's actions and targets are called on screen. The server's `writeAudit` takes only these
 * actions and target types (services/console/audit.ts), so an action written without a Chinese name does not
 * compile, and the console's 操作日志 never shows a code such as `course.create`.
 */
export const AUDIT_ACTION_NAMES = {
  'staff.create': '新建员工',
  'staff.create.bootstrap': '创建首个管理员',
  'staff.create.cli': '命令行创建管理员',
  'staff.disable': '停用员工',
  'staff.enable': '启用员工',
  'staff.password': '修改密码',
  'refund.approve': '通过退款',
  'refund.reject': '拒绝退款',
  'refund.create': '发起退款',
  'withdrawal.approve': '通过提现',
  'withdrawal.reject': '拒绝提现',
  'template.create': '新建落地页模板',
  'template.version.save': '保存模板版本',
  'template.version.publish': '发布模板版本',
  'upload.image': '上传图片',
  'upload.audio': '上传音频',
  'upload.video': '上传视频',
  'service_message.reply': '回复客服留言',
  'complaint.reply': '回复投诉',
  'feedback.contact': '联系入群反馈学员',
  'order.ship': '订单发货',
  'channel.create': '新建渠道',
  'channel.update': '修改渠道',
  'channel.ban': '封禁渠道',
  'channel.unban': '解封渠道',
  'channel.link': '新增投放链接',
  'camp.create': '新建营期',
  'camp.update': '修改营期',
  'class.create': '新建班级',
  'class.update': '修改班级',
  'course.create': '新建课程',
  'course.update': '修改课程',
  'course.on-sale': '课程上架',
  'course.off-sale': '课程下架',
  'course.reorder': '调整章节顺序',
  'chapter.create': '新建章节',
  'chapter.update': '修改章节',
  'section.create': '新建小节',
  'section.update': '修改小节',
  'section.media': '更换小节音视频',
  'package.create': '新建套餐',
  'package.update': '修改套餐',
  'contest.create': '新建比赛',
  'contest.update': '修改比赛',
  'contest.entry.approve': '通过参赛作品',
  'contest.entry.reject': '驳回参赛作品',
  'contest.publish': '公布比赛结果',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_NAMES;

export const AUDIT_TARGET_NAMES = {
  staff: '员工',
  refund: '退款',
  withdrawal: '提现',
  page_template: '落地页模板',
  upload: '上传文件',
  customer_feedback: '客服留言',
  complaint: '投诉',
  group_feedback: '入群反馈',
  order: '订单',
  channel: '渠道',
  camp: '营期',
  class: '班级',
  course: '课程',
  chapter: '章节',
  section: '小节',
  package: '套餐',
  contest: '比赛',
  contest_entry: '参赛作品',
} as const satisfies Record<string, string>;

export type AuditTargetType = keyof typeof AUDIT_TARGET_NAMES;

/** An action's name; a code written before this table (or by an older server) shows as it is. */
export const auditActionName = (action: string): string =>
  (AUDIT_ACTION_NAMES as Record<string, string>)[action] ?? action;

/** `营期 #12`: the target's kind by name and its id. */
export const auditTargetText = (targetType: string, targetId: string): string =>
  `${(AUDIT_TARGET_NAMES as Record<string, string>)[targetType] ?? targetType} #${targetId}`;
