// Over 300 lines: a data set (the demo content of the shell's pages and help articles), read as one table.
import type { TContentBlock } from '@course/contracts/shell-content';
import { ZContentBody } from '@course/contracts/shell-content';
import type { AppDb } from './client.ts';
import {
  helpArticles,
  pageTemplates,
  shellApps,
  shellContentPages,
  shellDownloadChannels,
} from './schema/index.ts';

/**
 * The shell's demo data (issue 18): each brand's three apps (main, QC, books) with their store links, the
 * channels that have their own APK, the content pages of the shell's single pages, and the help articles of
 * lessonHelp and issue. Inserted once by key; an operator's later changes are kept.
 */

type AppSeed = {
  code: 'main' | 'qc' | 'books';
  name: string;
  slogan: string;
  scheme: string;
  pkg: string;
  appleId: string;
};

const APPS: Record<'nbc' | 'jz', AppSeed[]> = {
  nbc: [
    {
      code: 'main',
      name: '能力培训学堂',
      slogan: '名师直播课，随时随地学',
      scheme: 'nbcxuetang://open',
      pkg: 'com.nbc.xuetang',
      appleId: '1586402211',
    },
    {
      code: 'qc',
      name: '青橙学习',
      slogan: '兴趣课一站学，练字 · 钢琴 · 健康',
      scheme: 'qcxuexi://open',
      pkg: 'com.nbc.qingcheng',
      appleId: '1603917738',
    },
    {
      code: 'books',
      name: '能力培训读书',
      slogan: '每天听一本好书',
      scheme: 'nbcbooks://open',
      pkg: 'com.nbc.books',
      appleId: '1622051409',
    },
  ],
  jz: [
    {
      code: 'main',
      name: '匠知课堂',
      slogan: '跟名师学，成长看得见',
      scheme: 'jzketang://open',
      pkg: 'com.jz.ketang',
      appleId: '1591180352',
    },
    {
      code: 'qc',
      name: '青橙学习',
      slogan: '兴趣课一站学，练字 · 钢琴 · 健康',
      scheme: 'qcxuexi://open',
      pkg: 'com.nbc.qingcheng',
      appleId: '1603917738',
    },
    {
      code: 'books',
      name: '匠知读书',
      slogan: '每天听一本好书',
      scheme: 'jzbooks://open',
      pkg: 'com.jz.books',
      appleId: '1630048127',
    },
  ],
};

/** Channels with an APK of their own (the download of the channel is attributed by the package itself). */
const APK_CHANNELS: { channel: string; app: 'main' | 'qc' | 'books' }[] = [
  { channel: 'h5_download_channel', app: 'main' },
  { channel: 'h5_download_channel1', app: 'main' },
  { channel: 'h5_recall', app: 'main' },
  { channel: 'h5_books', app: 'books' },
  { channel: 'h5_qc', app: 'qc' },
];

const day = (iso: string) => new Date(`${iso}T09:00:00+08:00`).getTime();

export const SHELL_CONTENT_PAGES: { key: string; title: string; blocks: TContentBlock[] }[] = [
  {
    key: 'appNews',
    title: '资讯',
    blocks: [
      {
        type: 'hero',
        title: '学堂资讯',
        subtitle: '新课上线、直播预告与学习活动，一处看全',
        badge: '每周更新',
      },
      {
        type: 'cards',
        heading: '最新资讯',
        items: [
          {
            title: '硬笔书法 28 天打卡营 12 月开营',
            text: '每天 15 分钟，老师逐字点评，完成打卡可领练字帖一套。',
            tag: '新课',
            date: day('2026-11-25'),
          },
          {
            title: '本周直播：零基础也能弹的流行钢琴曲',
            text: '周四晚 8 点，钢琴老师带你用三个和弦弹完整首曲子。',
            tag: '直播',
            date: day('2026-11-23'),
          },
          {
            title: 'App 1.2.1 版本更新说明',
            text: '新增离线缓存与倍速播放，听课更流畅；修复部分机型闪退问题。',
            tag: '公告',
            date: day('2026-11-20'),
          },
          {
            title: '冬季养生公开课回放已上线',
            text: '中医老师讲解冬季饮食与作息，回放 30 天内可反复观看。',
            tag: '回放',
            date: day('2026-11-18'),
          },
        ],
      },
    ],
  },
  {
    key: 'screen-projector',
    title: '投屏',
    blocks: [
      {
        type: 'hero',
        title: '把课程投到电视上看',
        subtitle: '大屏看课更清楚，全家一起学',
        badge: '投屏指南',
      },
      {
        type: 'steps',
        heading: '投屏步骤',
        items: [
          { title: '连同一个 Wi-Fi', text: '手机和电视（或电视盒子）连接同一个无线网络。' },
          { title: '打开课程播放页', text: '进入要看的课节，开始播放视频。' },
          { title: '点击右上角「投屏」', text: '在播放器右上角点投屏图标，选择你家电视的名字。' },
          { title: '在电视上观看', text: '电视开始播放后，手机可以锁屏，进度会同步记录。' },
        ],
      },
      {
        type: 'text',
        heading: '找不到电视？',
        text: '请确认电视已开启「无线投屏 / 多屏互动」功能；部分电视需要先安装投屏助手。仍不能投屏时，可以用 App 的「电视版」扫码观看。',
      },
    ],
  },
  {
    key: 'screen-shot',
    title: '截图分享',
    blocks: [
      {
        type: 'hero',
        title: '截图发给老师',
        subtitle: '遇到问题或完成作业，截一张图发给班主任最清楚',
        badge: '截图指南',
      },
      {
        type: 'steps',
        heading: '苹果手机',
        items: [
          {
            title: '同时按下',
            text: '侧边按钮 + 音量加键，松开后即可截图（有 Home 键的机型：Home 键 + 电源键）。',
          },
          { title: '找到截图', text: '截图保存在「照片」里，左下角缩略图也可以直接点开编辑。' },
        ],
      },
      {
        type: 'steps',
        heading: '安卓手机',
        items: [
          {
            title: '同时按下',
            text: '电源键 + 音量减键；也可以三指下滑截屏（华为、小米、OPPO、vivo 多数机型支持）。',
          },
          { title: '找到截图', text: '截图保存在「相册 - 截屏」中。' },
        ],
      },
      {
        type: 'text',
        heading: '发送给老师',
        text: '打开与班主任的聊天窗口，点「+」选择「相册」，勾选截图后发送即可。',
      },
    ],
  },
  {
    key: 'financial-map',
    title: '理财地图',
    blocks: [
      {
        type: 'hero',
        title: '家庭理财知识地图',
        subtitle: '从记账到资产配置，8 个关卡理清你的钱',
        badge: '免费领取',
      },
      {
        type: 'steps',
        heading: '地图包含',
        items: [
          { title: '第 1 站 · 记账与预算', text: '三个账户法，让每一分钱有去处。' },
          { title: '第 2 站 · 应急金', text: '留多少、放哪里，才能既安心又不闲置。' },
          { title: '第 3 站 · 保险配置', text: '先保障后理财，家庭保单怎么配。' },
          { title: '第 4 站 · 基金入门', text: '指数基金、定投的原理与常见误区。' },
        ],
      },
      { type: 'cta', label: '免费领取理财地图', href: '/get-map-suc' },
    ],
  },
  {
    key: 'get-map-suc',
    title: '领取成功',
    blocks: [
      {
        type: 'hero',
        title: '领取成功',
        subtitle: '理财地图已放入「我的学习」，可随时查看',
        badge: '已领取',
      },
      {
        type: 'text',
        heading: '下一步',
        text: '添加班主任，领取配套的 7 天理财入门课，每天 10 分钟，用案例讲透一个知识点。',
      },
      { type: 'cta', label: '去学习中心', href: '/center' },
    ],
  },
  {
    key: 'read-book-group',
    title: '读书会',
    blocks: [
      {
        type: 'hero',
        title: '21 天共读会',
        subtitle: '每天听 15 分钟，和书友一起读完一本好书',
        badge: '本期共读',
      },
      {
        type: 'cards',
        heading: '本期书单',
        items: [
          { title: '《认知觉醒》', text: '第 1–7 天：理解大脑的运作方式，开启元认知。', tag: '第一周' },
          { title: '《高效能人士的七个习惯》', text: '第 8–14 天：从个人成功到公众成功。', tag: '第二周' },
          { title: '《非暴力沟通》', text: '第 15–21 天：观察、感受、需要、请求。', tag: '第三周' },
        ],
      },
      {
        type: 'steps',
        heading: '怎么参加',
        items: [
          { title: '报名', text: '点击下方按钮下载读书 App 报名，免费。' },
          { title: '每日打卡', text: '听完当天内容写一句感想即完成打卡。' },
          { title: '结营', text: '打卡满 18 天获得电子结营证书。' },
        ],
      },
      { type: 'cta', label: '下载读书 App 报名', href: '/downloadBooks' },
    ],
  },
  {
    key: 'read-book-group-share',
    title: '读书会',
    blocks: [
      {
        type: 'hero',
        title: '好友邀请你一起读书',
        subtitle: '21 天共读会，每天 15 分钟，读完一本好书',
        badge: '好友邀请',
      },
      {
        type: 'text',
        heading: '为什么一起读',
        text: '一个人读书容易半途而废；和书友一起每天打卡、互相点评，21 天读完 3 本书。',
      },
      { type: 'cta', label: '接受邀请，免费参加', href: '/read-book-group' },
    ],
  },
  {
    key: 'productHigh',
    title: '产品详情',
    blocks: [
      { type: 'hero', title: '高阶研修班', subtitle: '小班直播 + 一对一点评，系统提升', badge: '高阶课程' },
      {
        type: 'cards',
        heading: '课程亮点',
        items: [
          { title: '名师小班', text: '每班不超过 30 人，老师点名互动。' },
          { title: '作业逐一点评', text: '每次作业 48 小时内收到老师的语音点评。' },
          { title: '结业证书', text: '完成全部课程与考核后颁发结业证书。' },
        ],
      },
      { type: 'cta', label: '查看价格方案', href: '/priceHome' },
    ],
  },
  {
    key: 'priceContent',
    title: '价格说明',
    blocks: [
      {
        type: 'text',
        heading: '划线价',
        text: '划线价为课程的专柜价或曾经展示过的销售价，仅作参考，并非原价。',
      },
      { type: 'text', heading: '优惠价', text: '优惠价为活动期间的实际售价，以下单页显示的金额为准。' },
      {
        type: 'text',
        heading: '退款',
        text: '购买后 7 天内且学习进度不超过 20% 可申请全额退款，详见退款协议。',
      },
    ],
  },
  {
    key: 'priceHome',
    title: '价格方案',
    blocks: [
      {
        type: 'hero',
        title: '选择适合你的方案',
        subtitle: '所有方案均含班主任督学与课程回放',
        badge: '限时优惠',
      },
      {
        type: 'cards',
        heading: '方案',
        items: [
          { title: '体验版', text: '7 天体验课 + 学习资料包', tag: '新人', priceCents: 990 },
          { title: '标准版', text: '30 节系统课 + 作业点评 + 结业证书', tag: '热卖', priceCents: 39_900 },
          { title: '进阶版', text: '标准版全部内容 + 12 次小班直播答疑', tag: '推荐', priceCents: 89_900 },
        ],
      },
      { type: 'cta', label: '价格说明', href: '/priceContent' },
    ],
  },
  {
    key: 'productHome',
    title: '产品介绍',
    blocks: [
      {
        type: 'hero',
        title: '在手机上跟名师学',
        subtitle: '书法、钢琴、健康、理财……兴趣课一站学',
        badge: '产品介绍',
      },
      {
        type: 'cards',
        heading: '我们的课程',
        items: [
          { title: '书法练字', text: '硬笔、毛笔，从基本笔画到作品创作。' },
          { title: '钢琴入门', text: '零基础识谱，28 天弹奏第一首曲子。' },
          { title: '健康养生', text: '中医老师讲四季养生与慢病调理。' },
          { title: '家庭理财', text: '从记账到资产配置，管好家里的钱。' },
        ],
      },
      { type: 'cta', label: '去选课', href: '/index' },
    ],
  },
  {
    key: 'productActive',
    title: '产品活动',
    blocks: [
      {
        type: 'hero',
        title: '新人专享 0 元体验',
        subtitle: '首次报名任意体验课，免费学 7 天',
        badge: '进行中',
      },
      {
        type: 'steps',
        heading: '活动规则',
        items: [
          { title: '活动时间', text: '即日起至 2026 年 12 月 31 日。' },
          { title: '参与方式', text: '选择一门体验课报名，添加班主任开课。' },
          { title: '注意事项', text: '每位用户限参加一次，体验课不支持转让。' },
        ],
      },
      { type: 'cta', label: '立即报名', href: '/index' },
    ],
  },
  {
    key: 'Financial',
    title: '财商课堂',
    blocks: [
      { type: 'hero', title: '财商课堂', subtitle: '每天 10 分钟，学会和钱打交道', badge: '免费公开课' },
      {
        type: 'cards',
        heading: '本周课程',
        items: [
          { title: '第 1 课 · 收入与支出', text: '看懂家庭现金流。', tag: '10 分钟' },
          { title: '第 2 课 · 复利的力量', text: '为什么越早开始越好。', tag: '12 分钟' },
          { title: '第 3 课 · 识别理财骗局', text: '高收益背后的五个信号。', tag: '9 分钟' },
        ],
      },
      { type: 'cta', label: '领取理财地图', href: '/financial-map' },
    ],
  },
  {
    key: 'cfp',
    title: '理财规划师',
    blocks: [
      {
        type: 'hero',
        title: '理财规划师认证课',
        subtitle: '系统学习家庭财务规划，考取行业认证',
        badge: '认证课程',
      },
      {
        type: 'steps',
        heading: '学习路径',
        items: [
          { title: '基础模块', text: '金融基础、税务与法律常识。' },
          { title: '规划模块', text: '保险、投资、退休与教育金规划。' },
          { title: '实务模块', text: '真实家庭案例，独立完成规划方案。' },
          { title: '认证考试', text: '线上考试，合格后颁发证书。' },
        ],
      },
      { type: 'cta', label: '咨询课程', href: '/qiyu' },
    ],
  },
  {
    key: 'healthDay',
    title: '健康日',
    blocks: [
      {
        type: 'hero',
        title: '全民健康日',
        subtitle: '专家直播 + 健康自测 + 打卡领好礼',
        badge: '活动进行中',
      },
      {
        type: 'steps',
        heading: '活动内容',
        items: [
          { title: '专家直播', text: '三甲医院医生讲睡眠、血压与饮食。' },
          { title: '健康自测', text: '5 分钟完成自测，生成你的健康报告。' },
          { title: '打卡领礼', text: '连续打卡 7 天可领取养生茶饮一份。' },
        ],
      },
      { type: 'cta', label: '去做健康自测', href: '/healthTool' },
    ],
  },
  {
    key: 'womenDay',
    title: '女神节',
    blocks: [
      {
        type: 'hero',
        title: '女神节 · 宠爱自己',
        subtitle: '精选课程限时 3.8 折，好课送给自己',
        badge: '3月8日',
      },
      {
        type: 'cards',
        heading: '精选好课',
        items: [
          { title: '形体气质课', text: '每天 15 分钟，改善体态。', priceCents: 3_800 },
          { title: '插花入门', text: '在家就能学的花艺课。', priceCents: 3_800 },
          { title: '中医养颜', text: '从饮食调理好气色。', priceCents: 3_800 },
        ],
      },
      { type: 'cta', label: '去选课', href: '/index' },
    ],
  },
  {
    key: 'lzCenterLink',
    title: '链接中心',
    blocks: [
      { type: 'text', text: '常用入口都在这里，点击即可前往。' },
      {
        type: 'links',
        heading: '常用入口',
        items: [
          { title: '学习中心', text: '继续上次的课程', href: '/center' },
          { title: '我的订单', text: '查看订单与退款', href: '/order' },
          { title: '在线客服', text: '遇到问题找客服', href: '/qiyu' },
          { title: '下载 App', text: '听课更流畅', href: '/download-app' },
          { title: '学习帮助', text: '播放、进度等常见问题', href: '/lessonHelp' },
        ],
      },
    ],
  },
  { key: 'jumpadress', title: '正在跳转', blocks: [{ type: 'redirect', target: '/center', delayMs: 1500 }] },
  {
    key: 'msgToapplets',
    title: '打开小程序',
    blocks: [
      {
        type: 'hero',
        title: '在小程序里继续学习',
        subtitle: '课程、作业与打卡，小程序里都能完成',
        badge: '小程序',
      },
      {
        type: 'applet',
        appletName: '能力培训学堂小程序',
        appId: 'wx5a6c0f3e9b1d2c41',
        wechatType: 901,
        path: 'pages/index/index',
        envVersion: 'release',
      },
    ],
  },
  {
    key: 'msgToAppletH5',
    title: '打开小程序',
    blocks: [
      { type: 'hero', title: '打开小程序看课', subtitle: '无需下载，点一下就能打开', badge: '小程序' },
      {
        type: 'applet',
        appletName: '能力培训学堂小程序',
        appId: 'wx5a6c0f3e9b1d2c41',
        wechatType: 901,
        path: 'pages/course/list',
        envVersion: 'release',
      },
    ],
  },
];

export const HELP_ARTICLES: {
  topic: 'lessonHelp' | 'issue';
  category: string;
  question: string;
  answer: string;
}[] = [
  {
    topic: 'lessonHelp',
    category: '播放问题',
    question: '视频卡顿或加载不出来怎么办？',
    answer:
      '请先切换到 Wi-Fi 或 4G/5G 信号较好的地方；在播放器右上角把清晰度调为「标清」；仍不行时退出页面重新进入。',
  },
  {
    topic: 'lessonHelp',
    category: '播放问题',
    question: '音频课锁屏后停止播放？',
    answer: '部分手机会在锁屏后关闭后台播放，请在系统设置里允许微信后台播放，或下载 App 收听。',
  },
  {
    topic: 'lessonHelp',
    category: '学习进度',
    question: '为什么学习进度没有更新？',
    answer: '每节课学习满 60 秒会记录一次进度，退出时也会保存。网络不好时进度可能延迟几分钟显示。',
  },
  {
    topic: 'lessonHelp',
    category: '学习进度',
    question: '章节显示「还未解锁」？',
    answer: '训练营课程按开课日期每天解锁一节，到了解锁时间即可学习；系统课购买后全部解锁。',
  },
  {
    topic: 'lessonHelp',
    category: '作业与证书',
    question: '作业提交后在哪里看老师点评？',
    answer: '在「学习中心 - 我的作业」中查看，老师点评后会收到站内信通知。',
  },
  {
    topic: 'lessonHelp',
    category: '作业与证书',
    question: '结业证书怎么领取？',
    answer: '完成全部课节并通过结业考试后，证书会自动出现在「学习中心 - 我的证书」。',
  },
  {
    topic: 'issue',
    category: '账号',
    question: '换了手机号怎么办？',
    answer: '在「我的 - 账号与安全」中更换绑定手机号，需要验证原手机号或联系客服。',
  },
  {
    topic: 'issue',
    category: '订单',
    question: '付款成功但课程没有开通？',
    answer:
      '支付结果可能有 1–2 分钟延迟，请稍后刷新「我的课程」；超过 10 分钟仍未开通请提交问题，附上订单号。',
  },
  {
    topic: 'issue',
    category: '订单',
    question: '如何申请退款？',
    answer: '在「我的订单」中找到订单，点击「申请退款」，按退款协议审核后原路退回。',
  },
  {
    topic: 'issue',
    category: '其他',
    question: '怎么联系班主任？',
    answer: '在课程详情页点击「联系老师」，扫码添加班主任。',
  },
];

export async function seedShell(db: AppDb, avatarImages: string[]): Promise<void> {
  let preloadImages = avatarImages;
  for (const [brandCode, apps] of Object.entries(APPS)) {
    await db
      .insert(shellApps)
      .values(
        apps.map((a) => ({
          brandCode,
          code: a.code,
          name: a.name,
          slogan: a.slogan,
          scheme: a.scheme,
          iosUrl: `https://apps.apple.com/cn/app/id${a.appleId}`,
          androidUrl: `https://a.app.qq.com/o/simple.jsp?pkgname=${a.pkg}`,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(shellDownloadChannels)
      .values(
        APK_CHANNELS.map((c) => {
          const app = apps.find((a) => a.code === c.app)!;
          return {
            brandCode,
            channel: c.channel,
            appCode: c.app,
            iosUrl: null,
            androidUrl: `https://download.${brandCode}-course.cn/apk/${app.pkg}_${c.channel}.apk`,
          };
        }),
      )
      .onConflictDoNothing();
  }
  // preloadTemplate warms the images of the landing templates (their backgrounds, QR frames, avatars)
  const templates = await db.select({ layout: pageTemplates.componentJson }).from(pageTemplates);
  const templateImages = templates.flatMap(
    (t) =>
      JSON.stringify(t.layout).match(/(https?:\/\/|\/uploads\/)[^"\\]+?\.(png|jpe?g|webp|svg|gif)/g) ?? [],
  );
  preloadImages = [...new Set([...templateImages, ...preloadImages])];
  const pages = [
    ...SHELL_CONTENT_PAGES,
    {
      key: 'preloadTemplate',
      title: '加载中',
      blocks: [{ type: 'preload' as const, images: preloadImages.slice(0, 50) }],
    },
  ];
  await db
    .insert(shellContentPages)
    .values(
      pages.map((p) => ({ key: p.key, title: p.title, body: ZContentBody.parse({ blocks: p.blocks }) })),
    )
    .onConflictDoNothing();
  const [existing] = await db.select({ id: helpArticles.id }).from(helpArticles).limit(1);
  if (!existing) {
    await db.insert(helpArticles).values(HELP_ARTICLES.map((a, i) => ({ ...a, sort: i })));
  }
}
