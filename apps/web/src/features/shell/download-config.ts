import type { ShellApp } from '@course/contracts/shell-download';

/**
 * The download and app-launch family (spec 001 §2 'Download and app launch'): one page engine
 * (pages/download-engine.tsx), one entry per route. The server gives the links (per brand, per channel) and
 * counts the taps; the entry says which app, which channel the taps are attributed to (a `channel` in the
 * address wins, so an ad link can carry its own), and what the page says.
 *
 * Kinds: `download` (pitch + store / APK link), `launch` (try the app's URL scheme first, fall back to the
 * download after LAUNCH_FALLBACK_MS), `help` (how to install and open, then the download).
 * The mini-program entries and the link centre are content pages (content-config.ts).
 */

export type DownloadKind = 'download' | 'launch' | 'help';

export type DownloadRouteConfig = {
  kind: DownloadKind;
  app: ShellApp;
  /** Attribution code of the taps when the address carries none. */
  channel: string;
  /** The hero: a line over the title, the title, the line under it. */
  badge: string;
  headline: string;
  subline: string;
  /** Reasons to install, shown as cards. */
  highlights: readonly { title: string; text: string }[];
  /** download-app-gift: what installing earns. */
  gift?: { title: string; items: readonly string[] };
  /** downloadApp-msg: the message waiting in the app. */
  message?: string;
  /** help: the steps. */
  steps?: readonly { title: string; text: string }[];
};

/** How long goNewApp waits for the app to open before showing the download. */
export const LAUNCH_FALLBACK_MS = 2500;

const MAIN_HIGHLIGHTS = [
  { title: '离线缓存', text: '课程下载到手机，没网也能学' },
  { title: '倍速播放', text: '0.75–2 倍速，听课更高效' },
  { title: '作业点评', text: '老师点评第一时间提醒' },
  { title: '学习提醒', text: '开课、直播不再错过' },
] as const;

const BOOKS_HIGHLIGHTS = [
  { title: '每日一书', text: '15 分钟听完一本书的精华' },
  { title: '读书会', text: '和书友一起 21 天共读' },
  { title: '资料下载', text: '课程讲义、书单随时下载' },
  { title: '听书笔记', text: '金句一键收藏' },
] as const;

const QC_HIGHLIGHTS = [
  { title: '兴趣课', text: '练字、钢琴、健康一站学' },
  { title: '练习工具', text: '描红、陪练、健康自测' },
  { title: '打卡激励', text: '坚持打卡领好礼' },
  { title: '专属社群', text: '和同学一起进步' },
] as const;

const download = (
  app: ShellApp,
  channel: string,
  headline: string,
  subline: string,
  extra: Partial<DownloadRouteConfig> = {},
): DownloadRouteConfig => ({
  kind: 'download',
  app,
  channel,
  badge: '官方 App',
  headline,
  subline,
  highlights: app === 'books' ? BOOKS_HIGHLIGHTS : app === 'qc' ? QC_HIGHLIGHTS : MAIN_HIGHLIGHTS,
  ...extra,
});

const launch = (app: ShellApp, channel: string): DownloadRouteConfig => ({
  ...download(app, channel, '正在打开 App', '如果没有自动打开，请先下载安装'),
  kind: 'launch',
  badge: '打开 App',
});

const INSTALL_STEPS = [
  { title: '在浏览器中打开', text: '在微信里点右上角「···」，选择「在浏览器打开」。' },
  { title: '下载安装', text: '苹果手机跳转 App Store；安卓手机下载安装包后点击安装。' },
  { title: '允许安装', text: '安卓提示「未知来源」时，在设置中允许本次安装即可。' },
  { title: '登录学习', text: '用购课时的微信或手机号登录，已购课程自动同步。' },
] as const;

export const DOWNLOAD_ROUTES = {
  downloadChannel: download(
    'main',
    'h5_download_channel',
    '下载 App，学习更方便',
    '已购课程、学习进度自动同步',
  ),
  downloadChannel1: download(
    'main',
    'h5_download_channel1',
    '下载 App，学习更方便',
    '已购课程、学习进度自动同步',
  ),
  downloadChannelWx: download(
    'main',
    'h5_download_channel_wx',
    '下载 App，学习更方便',
    '微信内请先在浏览器中打开',
  ),
  sharedownload: download('main', 'h5_share_download', '好友推荐你下载', '和好友一起在 App 里学习'),
  sharehtml5: download('main', 'h5_share_html5', '好友分享了一门好课', '下载 App 免费试听'),
  sharevote: download('main', 'h5_share_vote', '为 TA 投上一票', '下载 App 即可参与投票，每天都能投'),
  recalldownload: download('main', 'h5_recall', '好久不见，课程还在等你', '回到 App，继续上次的学习进度'),
  downloadBooks: download('books', 'h5_books', '下载读书 App', '课程资料、讲义与书单都在这里'),
  'download-app-gift': download('main', 'h5_download_gift', '下载 App 领好礼', '首次登录 App 即可领取', {
    badge: '新人礼包',
    gift: { title: '新人礼包', items: ['7 天会员体验', '精选课程 3 节', '学习资料包 1 份'] },
  }),
  'downloadApp-msg': download('main', 'h5_download_msg', '你有一条新消息', '在 App 里查看并回复', {
    message: '班主任给你发来了学习提醒，打开 App 查看详情。',
  }),
  downloadQcApp: download('qc', 'h5_qc', '下载青橙学习 App', '兴趣课与练习工具一站学'),
  goNewApp: launch('main', 'h5_go_new_app'),
  goNewApp1: launch('main', 'h5_go_new_app1'),
  goAppNew: launch('main', 'h5_go_app_new'),
  goAppNew1: launch('qc', 'h5_go_app_new1'),
  appHelp: {
    ...download('main', 'h5_app_help', 'App 使用帮助', '安装、登录与同步课程'),
    kind: 'help',
    badge: '使用帮助',
    steps: INSTALL_STEPS,
  },
  'helper-download': {
    ...download('main', 'h5_helper_download', '下载助手', '安装遇到问题？按下面几步来'),
    kind: 'help',
    badge: '下载助手',
    steps: INSTALL_STEPS,
  },
} as const satisfies Record<string, DownloadRouteConfig>;

export type DownloadRouteName = keyof typeof DOWNLOAD_ROUTES;

export const isDownloadRoute = (name: string): name is DownloadRouteName => name in DOWNLOAD_ROUTES;

const CHANNEL = /^[A-Za-z0-9_-]{1,40}$/;

/** The channel the taps count for: the address's `channel` when well-formed, else the route's. */
export function channelOf(config: DownloadRouteConfig, search: URLSearchParams): string {
  const fromUrl = search.get('channel');
  return fromUrl && CHANNEL.test(fromUrl) ? fromUrl : config.channel;
}
