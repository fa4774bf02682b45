import type { TPictureFrame } from '@course/contracts/tools-content';
import type { toolContentItems } from './schema/index.ts';
import { melodyDuration } from './seed-courses-media.ts';

/**
 * Content-library items of two tools (issue 19): the picture templates whose frames pictureMounting offers
 * (beside the two video templates, which carry frames too), and the piano tools' further reading and listening
 * (extracurricular_expansion): articles to read, and melodies to hear — generated from the score like the
 * course's own demo audio (seed-courses-media.ts), so every item opens to something real.
 */

/** One seeded item of the content library (seed-tools-content.ts inserts them all). */
export type ItemSpec = {
  code: string;
  family: (typeof toolContentItems.$inferInsert)['family'];
  category: string;
  title: string;
  summary?: string;
  body?: string;
  cover: string;
  media?: { kind: 'video' | 'audio'; file: string; durationSec: number };
  author?: string;
  facts?: { label: string; value: string }[];
  /** A template's picture frame (pictureMounting). */
  frame?: TPictureFrame;
  views: number;
  /** When it was published, for an item whose text names dates (a notice); others are spread back from now. */
  published?: (now: number) => number;
};

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const FRAME_TEMPLATES: ItemSpec[] = [
  {
    code: 'picture-template-ink',
    family: 'video',
    category: 'template',
    title: '书法作品装裱模板',
    summary: '水墨边框配米色衬纸，把练字作品装裱起来',
    body: p(
      '把写好的作品平铺在光线均匀的地方，正对着拍一张照片。',
      '在“图片合成”里选这个模板放入照片，写上作品名或日期，长按保存后就能发给老师和朋友。',
    ),
    cover: 'template',
    author: '书法教研组',
    facts: [
      { label: '画面比例', value: '3:4 竖版' },
      { label: '所需素材', value: '作品照片 1 张' },
    ],
    frame: {
      layout: 'mat',
      outer: '#2b2b2b',
      inner: '#f4efe6',
      line: '#8c8c8c',
      text: '#2b2b2b',
      caption: '笔墨留香',
    },
    views: 760,
  },
  {
    code: 'picture-template-graduation',
    family: 'video',
    category: 'template',
    title: '结课纪念模板',
    summary: '鎏金边框，纪念完成一门课',
    body: p('结课那天拍一张自己的作品或学习照片。', '放进鎏金相框，写上课程名，留作纪念。'),
    cover: 'template',
    author: '短视频教研组',
    facts: [
      { label: '画面比例', value: '3:4 竖版' },
      { label: '所需素材', value: '照片 1 张' },
    ],
    frame: {
      layout: 'mat',
      outer: '#b8860b',
      inner: '#fff8e1',
      line: '#ffd666',
      text: '#8a5a00',
      caption: '学有所成',
    },
    views: 640,
  },
];

const listen = (
  code: string,
  title: string,
  author: string,
  summary: string,
  file: 'media/melody-minuet.wav' | 'media/melody-elise.wav' | 'media/melody-ode.wav',
  body: string,
  views: number,
): ItemSpec => ({
  code,
  family: 'expansion',
  category: 'listen',
  title,
  summary,
  body: p(
    body,
    '示范音频是按乐谱生成的单旋律音色，只用来熟悉旋律；有条件的话，再找一版钢琴家的完整演奏来听。',
  ),
  cover: 'expansion',
  media: { kind: 'audio', file, durationSec: melodyDuration(file) },
  author,
  views,
});

export const EXPANSION_ITEMS: ItemSpec[] = [
  listen(
    'expansion-minuet-g',
    '巴赫《G 大调小步舞曲》',
    '巴赫（安娜·玛格达琳娜曲集）',
    '入门必听的巴洛克小品，留意旋律的上行与下行',
    'media/melody-minuet.wav',
    '三拍子的舞曲：每小节第一拍稍重。听的时候跟着数“一、二、三”，找到旋律从 D 音出发、一级一级走上去又落回 G 的地方。',
    1320,
  ),
  listen(
    'expansion-fur-elise',
    '贝多芬《致爱丽丝》主题段落',
    '贝多芬',
    '课程最后要弹的曲目，先把右手的旋律听熟',
    'media/melody-elise.wav',
    '开头是 E 和 D♯ 两个音来回摆动，再落到 A。先听熟这段右手旋律，学到第三章时左手的分解和弦就容易配上了。',
    2280,
  ),
  listen(
    'expansion-ode-to-joy',
    '贝多芬《欢乐颂》主题',
    '贝多芬',
    '第三章双手合奏的曲目，旋律几乎都是相邻的音',
    'media/melody-ode.wav',
    '旋律在 C 到 G 五个音之间一步一步走，正好是五指原位。边听边用手指在桌上“弹”一遍，找到每个音对应的手指。',
    1650,
  ),
  {
    code: 'expansion-staff-intro',
    family: 'expansion',
    category: 'read',
    title: '五线谱十分钟入门：高音谱号与低音谱号',
    summary: '从中央 C 出发，认识上下两行谱表',
    body: p(
      '钢琴谱通常有上下两行：上面一行是高音谱号，多数由右手弹；下面一行是低音谱号，多数由左手弹。',
      '两行谱中间的那个音就是中央 C，它在高音谱号下方加一条短线，在低音谱号上方加一条短线。找到它，就找到了读谱的起点。',
      '高音谱号五条线上的音，从下往上是 E、G、B、D、F；四个间里的音是 F、A、C、E。每天花三分钟认十个音，一周就能读简单的旋律。',
    ),
    cover: 'expansion',
    author: '林雨桐',
    facts: [{ label: '阅读时间', value: '约 10 分钟' }],
    views: 1980,
  },
  {
    code: 'expansion-metronome',
    family: 'expansion',
    category: 'read',
    title: '为什么要用节拍器？稳定节奏的三个练法',
    summary: '慢速起步、逐步加速、最后关掉节拍器自己数',
    body: p(
      '第一步：把节拍器调到 60，慢到每个音都弹得准、弹得稳为止。',
      '第二步：弹对三遍后加 4 拍，再弹对三遍再加，直到目标速度。',
      '第三步：关掉节拍器，自己小声数拍弹一遍，检查节奏是否已经“长”在手里。钢琴工具里的节拍器可以直接用来练习。',
    ),
    cover: 'expansion',
    author: '林雨桐',
    facts: [{ label: '阅读时间', value: '约 8 分钟' }],
    views: 1540,
  },
  {
    code: 'expansion-adult-habits',
    family: 'expansion',
    category: 'read',
    title: '成人学琴常见的五个误区',
    summary: '每个误区附一条马上能用的改法',
    body: p(
      '一、手腕僵硬：弹之前先甩甩手，弹的时候手腕和键盘大致齐平，不要压低也不要高高抬起。',
      '二、只练右手：左手往往是难点，每次练习先单独练左手。',
      '三、跳过慢练：一快就错，越错越快。慢练是最快的练法。',
      '四、一次练太久：每天 20 分钟，比周末一次练两小时更有效。',
      '五、只弹会的部分：先练最难的两小节，再从头弹。',
    ),
    cover: 'expansion',
    author: '课程教研组',
    facts: [{ label: '阅读时间', value: '约 12 分钟' }],
    views: 2460,
  },
];
