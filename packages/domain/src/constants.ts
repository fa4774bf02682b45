/**
 * Shell-level constants and user-facing texts of the spec (sections 8 and 9 of both documents).
 * Texts are copied exactly, full-width punctuation included.
 */

// Requests
/** Request time-out (one client of the original used 50000 ms; we use one value everywhere). */
export const REQUEST_TIMEOUT_MS = 100_000;
export const SYS_CODE = '1003';
/** Default wechatType when none is known. */
export const DEFAULT_WECHAT_TYPE = 99;
/** Partner code of the qc brand; with qcFlag=1 outside the messaging app it selects the two-tab bar. */
export const QC_PARTNER_CODE = '10008';
export const BUSINESS_PLATE_FROM = 1;
/** Sign-up and class allocation are sent with from=2. */
export const SIGNUP_FROM = 2;

// Feedback (toast, notify, modal, loader)
/** Toast default duration (one reading says 3000 ms; the default is 2000 ms), shown at the bottom. */
export const TOAST_DURATION_MS = 2000;
/** The toast starts fading this long before it ends. */
export const TOAST_FADE_MS = 250;
export const NOTIFY_DURATION_MS = 3000;
export const MODAL_DEFAULT_WIDTH = 350;
export const MODAL_MAX_WIDTH = '80%';
export const MODAL_CONFIRM_TEXT = '确定';
export const MODAL_CANCEL_TEXT = '取消';
export const LOADER_SIZE = 48;
export const PRIMARY_COLOR = '#FF5330';
export const LOADER_COLOR = PRIMARY_COLOR;

// Group-QR landing page
export const QR_LONG_PRESS_MS = 500;
export const QR_IDENTIFY_TICK_MS = 100;
/** QR-identify failure reports; the second only if the page was never hidden. */
export const QR_IDENTIFY_REPORT_MS = [5000, 8000] as const;
export const MUTUAL_EXCLUSION_NOT_REGISTER_EVENT = 'mutual_exclusion_not_register';
/** Default group-QR layout (positions in hundredths of a rem). */
export const DEFAULT_QR_TOP = 600;
export const DEFAULT_QR_HEIGHT = 360;
export const DEFAULT_FEEDBACK_BOTTOM = 30;
export const FEEDBACK_LINK_TEXT = '无法入群 问题反馈';
export const COMPLAINT_ENTRY_TEXT = '投诉';

// Learning and audio
export const LEARN_PROGRESS_MILESTONES = [5, 10, 30, 60, 80, 100] as const;
export const AUDIO_SPEEDS = [0.75, 1, 1.5, 2] as const;
export const DEFAULT_AUDIO_SPEED = 1;
export const GLOBAL_AUDIO_TIMER_MS = 1000;
/** Learning time is reported every minute with stayTime 60000. */
export const LEARN_TIME_REPORT_MS = 60_000;
export const LEARN_TIME_STAY_MS = 60_000;
/** A locked chapter toasts, then returns to the list after this delay. */
export const CHAPTER_LOCKED_BACK_MS = 1000;

// Routing and session
export const ROUTE_TOKEN_LENGTH = 32;
export const COOKIE_DEFAULT_EXPIRY_DAYS = 1;
export const CHUNK_RELOAD_DELAY_MS = 400;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** User info is polled until available. */
export const USER_INFO_POLL_MS = 2000;

// Gestures
export const DOUBLE_TAP_MS = 250;
export const DOUBLE_TAP_PX = 30;
export const LONG_TAP_MS = 750;
export const SWIPE_PX = 30;

// Reports
export const APP_REPORT_VERSION = '1.2.1';
export const APP_REPORT_CHANNEL = 'wechat';
export const LOCATION_REPORT_TIMEOUT_MS = 2000;
export const LOCATION_TYPE = 'gcj02';

// Payment
export const DEFAULT_INSTALMENT_PERIODS = 3;

// Error and status texts (error catalogues of both documents)
export const REQUEST_FAILED_TEXT = '请求超时了,请刷新页面重试';
export const APP_TOKEN_FAILED = 'APP获取token失败';
export const OUT_OF_APP_TEXT = '请复制链接，在微信内打开~';
export const FEEDBACK_NO_REASON = '请选择无法入群原因！';
export const FEEDBACK_SUCCESS = '已收到反馈，老师会尽快联系您入群~';
export const AUDIO_CANNOT_PLAY = '当前资源无法播放, 请联系班主任!';
export const CHAPTER_LOCKED = '该章节还未解锁';
export const COURSE_SERVICE_NOT_OPEN = '您还未开启课程服务';
export const COURSE_NOT_BOUGHT = '您还未购买课程';
export const PAGE_NOT_ACCESSIBLE = '此页面无法访问';
export const NO_AUTH_APP_LIST = '未返回可用授权公众号列表';
