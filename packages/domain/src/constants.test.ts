import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

/** A plain copy so that the table tests can look names up. */
const c: Readonly<Record<string, unknown>> = { ...constants };

describe('shell constants', () => {
  it.each([
    ['REQUEST_TIMEOUT_MS', 100000],
    ['TOAST_DURATION_MS', 2000],
    ['TOAST_FADE_MS', 250],
    ['NOTIFY_DURATION_MS', 3000],
    ['QR_LONG_PRESS_MS', 500],
    ['QR_IDENTIFY_TICK_MS', 100],
    ['QR_IDENTIFY_REPORT_MS', [5000, 8000]],
    ['LEARN_PROGRESS_MILESTONES', [5, 10, 30, 60, 80, 100]],
    ['AUDIO_SPEEDS', [0.75, 1, 1.5, 2]],
    ['DEFAULT_AUDIO_SPEED', 1],
    ['GLOBAL_AUDIO_TIMER_MS', 1000],
    ['ROUTE_TOKEN_LENGTH', 32],
    ['COOKIE_DEFAULT_EXPIRY_DAYS', 1],
    ['DOUBLE_TAP_MS', 250],
    ['DOUBLE_TAP_PX', 30],
    ['LONG_TAP_MS', 750],
    ['SWIPE_PX', 30],
    ['DEFAULT_WECHAT_TYPE', 99],
    ['SYS_CODE', '1003'],
    ['QC_PARTNER_CODE', '10008'],
    ['CHUNK_RELOAD_DELAY_MS', 400],
    ['CHUNK_LOAD_TIMEOUT_MS', 120000],
    ['LEARN_TIME_REPORT_MS', 60000],
    ['MODAL_DEFAULT_WIDTH', 350],
    ['MODAL_MAX_WIDTH', '80%'],
    ['MODAL_CONFIRM_TEXT', '确定'],
    ['MODAL_CANCEL_TEXT', '取消'],
    ['LOADER_SIZE', 48],
    ['PRIMARY_COLOR', '#FF5330'],
    ['SIGNUP_FROM', 2],
    ['USER_INFO_POLL_MS', 2000],
    ['APP_REPORT_VERSION', '1.2.1'],
    ['APP_REPORT_CHANNEL', 'wechat'],
    ['DEFAULT_INSTALMENT_PERIODS', 3],
    ['DEFAULT_QR_TOP', 600],
    ['DEFAULT_QR_HEIGHT', 360],
    ['DEFAULT_FEEDBACK_BOTTOM', 30],
  ] as const)('%s = %j', (name, value) => {
    expect(c[name]).toEqual(value);
  });
});

describe('error texts', () => {
  it.each([
    ['REQUEST_FAILED_TEXT', '请求超时了,请刷新页面重试'],
    ['APP_TOKEN_FAILED', 'APP获取token失败'],
    ['OUT_OF_APP_TEXT', '请复制链接，在微信内打开~'],
    ['FEEDBACK_NO_REASON', '请选择无法入群原因！'],
    ['FEEDBACK_SUCCESS', '已收到反馈，老师会尽快联系您入群~'],
    ['AUDIO_CANNOT_PLAY', '当前资源无法播放, 请联系班主任!'],
    ['CHAPTER_LOCKED', '该章节还未解锁'],
    ['COURSE_SERVICE_NOT_OPEN', '您还未开启课程服务'],
    ['COURSE_NOT_BOUGHT', '您还未购买课程'],
    ['PAGE_NOT_ACCESSIBLE', '此页面无法访问'],
    ['NO_AUTH_APP_LIST', '未返回可用授权公众号列表'],
  ] as const)('%s', (name, text) => {
    expect(c[name]).toBe(text);
  });

  it('keeps the full-width punctuation of the spec', () => {
    expect(constants.OUT_OF_APP_TEXT).toContain('，');
    expect(constants.FEEDBACK_NO_REASON.endsWith('！')).toBe(true);
    expect(constants.REQUEST_FAILED_TEXT).toContain(',');
  });
});
