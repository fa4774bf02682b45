import type { CallSpec } from './call-spec.ts';

/**
 * Name, method and path of every call the landing page sends. The contracts (landing-live.ts and the others)
 * take theirs from here, so the page can send them without loading zod; it takes their types with `import type`.
 */
export const LandingCall = {
  landing: { name: 'liveLanding', method: 'POST', path: '/putin/api/v1/live/landing' },
  pageInfo: { name: 'addGroupPageInfo', method: 'POST', path: '/putin/api/v1/addGroupPage/info' },
  checkLiveOrder: { name: 'checkLiveOrder', method: 'POST', path: '/putin/api/v1/live/checkLiveOrder' },
  signUp: {
    name: 'signUpAndAllocateClass',
    method: 'POST',
    path: '/putin/api/v1/live/signUpAndAllocateClass',
  },
  qrCode: { name: 'liveQrCode', method: 'POST', path: '/putin/api/v1/live/qrCode' },
  groupData: { name: 'liveGroupData', method: 'POST', path: '/putin/api/v1/live/groupData' },
  joinGroup: { name: 'liveJoinGroup', method: 'POST', path: '/putin/api/v1/live/joinGroup' },
  wechatConfigByType: {
    name: 'putinWechatConfigByType',
    method: 'POST',
    path: '/putin/api/v1/configure/wechatConfigByType/:type',
  },
  configureList: { name: 'configureList', method: 'POST', path: '/putin/api/v1/configure/list' },
  checkChannelStatus: {
    name: 'checkChannelStatus',
    method: 'POST',
    path: '/putin/api/v1/PutInChannelStatus/checkChannelStatus',
  },
  saveReturnInfo: { name: 'saveReturnInfo', method: 'POST', path: '/putin/api/v1/login/saveReturnInfo' },
  saveMonitorFollow: {
    name: 'saveMonitorFollow',
    method: 'POST',
    path: '/putin/api/v1/login/saveMonitorFollow',
  },
  channelClickId: {
    name: 'saveChannelClickId',
    method: 'POST',
    path: '/putin/api/v1/param/save/channelClickId',
  },
  customerOptionInfo: {
    name: 'saveCustomerOptionInfo',
    method: 'POST',
    path: '/putin/api/v1/customerOptionInfo/save',
  },
  clickLog: { name: 'reportClickLog', method: 'POST', path: '/user/api/v1/sys/reportClickLog' },
  errorReport: { name: 'frontErrorReport', method: 'POST', path: '/putin/api/v1/frontTrack/errorReport' },
  eventReport: { name: 'landingEventReport', method: 'POST', path: '/putin/api/v1/frontTrack/eventReport' },
  feedbackReasons: {
    name: 'groupNotJoinReasons',
    method: 'POST',
    path: '/putin/api/v1/wechatFeedback/groupNotJoin/reasons',
  },
  feedbackSave: {
    name: 'groupNotJoinSave',
    method: 'POST',
    path: '/putin/api/v1/wechatFeedback/groupNotJoin/save',
  },
  complaintReasons: { name: 'complaintReasons', method: 'POST', path: '/putin/api/v1/complaint/reasons' },
  complaintSave: { name: 'complaintSave', method: 'POST', path: '/putin/api/v1/complaint/save' },
  complaintRecords: { name: 'complaintRecords', method: 'POST', path: '/putin/api/v1/complaint/records' },
  complaintDetail: { name: 'complaintDetail', method: 'POST', path: '/putin/api/v1/complaint/detail' },
  complaintDetailByTicket: {
    name: 'complaintDetailByTicket',
    method: 'POST',
    path: '/putin/api/v1/complaint/detailByTicket',
  },
} as const satisfies Record<string, CallSpec>;
