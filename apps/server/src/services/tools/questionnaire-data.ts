// Over 300 lines: the questionnaires' data (questions, branches, points, bands, knowledge), kept together so
// their scoring rules read side by side; the engine is questionnaire-engine.ts.
import { type QuestionnaireDef, ZQuestionnaireDef } from './questionnaire-engine.ts';
import { healthSelfTestV2 } from './questionnaire-health-v2.ts';

/**
 * The questionnaires (issue 19). Points run from 0 (a habit to improve) to the question's best; no answer is a
 * symptom and no text names a disease risk: the reports speak of habits, in the product's own cautious words,
 * and every page carries the disclaimer.
 */

const HEALTH_DISCLAIMER =
  '本自测仅帮助您了解自己的生活习惯，不是医学检查或诊断，结果不能作为就医或用药的依据。身体如有不适，请及时咨询医生。';

const HABIT_BANDS: QuestionnaireDef['bands'] = [
  {
    min: 80,
    level: 'good',
    title: '习惯良好',
    summary: '您的日常习惯整体不错，继续保持规律作息和适量运动。',
    advice: ['保持现在的好习惯，每隔一段时间再测一次，看看变化。'],
  },
  {
    min: 60,
    level: 'fair',
    title: '有待改善',
    summary: '您的习惯有一些可以改进的地方，从最容易的一项开始调整。',
    advice: ['每次只改一个小习惯，坚持两周再加下一个。'],
  },
  {
    min: 0,
    level: 'attention',
    title: '需要重视',
    summary: '您的几项日常习惯需要多加留意，建议逐步调整；如有身体不适，请咨询医生。',
    advice: ['把作息、饮食和运动的小目标写下来，每天打卡。', '如有身体不适，请及时就医，听从医生的建议。'],
  },
];

const healthSelfTest: unknown = {
  code: 'health-self-test',
  toolCode: 'health-self-test',
  title: '健康习惯自测',
  intro: '8 道题，约 2 分钟，了解自己的作息、饮食、运动和情绪习惯。',
  disclaimer: HEALTH_DISCLAIMER,
  dimensions: [
    { key: 'sleep', name: '作息', advice: '作息：尽量每天固定时间睡觉和起床，睡前一小时少看手机。' },
    { key: 'diet', name: '饮食', advice: '饮食：每餐有蔬菜，少吃油炸和过咸的食物，按时吃饭。' },
    { key: 'exercise', name: '运动', advice: '运动：从每天快走 20 分钟开始，循序渐进。' },
    { key: 'mood', name: '情绪', advice: '情绪：每天留一点时间给自己，和家人朋友多聊聊。' },
  ],
  questions: [
    {
      id: 'sleep-hours',
      text: '您平时每晚大约睡几个小时？',
      dimension: 'sleep',
      options: [
        { id: 'lt6', text: '不到 6 小时', points: 0 },
        { id: '6to7', text: '6–7 小时', points: 2 },
        { id: '7to9', text: '7–9 小时', points: 3 },
        { id: 'gt9', text: '9 小时以上', points: 2 },
      ],
    },
    {
      id: 'bedtime',
      text: '您每天睡觉的时间规律吗？',
      dimension: 'sleep',
      options: [
        { id: 'regular', text: '基本固定', points: 3 },
        { id: 'sometimes', text: '有时不固定', points: 2 },
        { id: 'irregular', text: '经常很晚、不固定', points: 0 },
      ],
    },
    {
      id: 'screen',
      text: '睡前一小时您通常会看手机吗？',
      dimension: 'sleep',
      options: [
        { id: 'no', text: '很少', points: 3 },
        { id: 'some', text: '看一会儿', points: 2 },
        { id: 'long', text: '一直看到睡着', points: 0 },
      ],
    },
    {
      id: 'vegetables',
      text: '您每天吃蔬菜水果的情况？',
      dimension: 'diet',
      options: [
        { id: 'every-meal', text: '几乎每餐都有', points: 3 },
        { id: 'daily', text: '每天有一些', points: 2 },
        { id: 'rarely', text: '很少吃', points: 0 },
      ],
    },
    {
      id: 'meals',
      text: '您一日三餐按时吗？',
      dimension: 'diet',
      options: [
        { id: 'on-time', text: '基本按时', points: 3 },
        { id: 'skip', text: '经常不吃早饭或晚饭很晚', points: 1 },
      ],
    },
    {
      id: 'exercise',
      text: '您每周运动（快走、跑步、跳舞、打球等）几次？',
      dimension: 'exercise',
      options: [
        { id: 'none', text: '基本不运动', points: 0, next: 'walking' },
        { id: '1to2', text: '1–2 次', points: 2 },
        { id: '3plus', text: '3 次及以上', points: 3 },
      ],
    },
    {
      id: 'duration',
      text: '每次运动大约多长时间？',
      dimension: 'exercise',
      options: [
        { id: 'lt20', text: '不到 20 分钟', points: 1, next: 'mood' },
        { id: '20to60', text: '20–60 分钟', points: 3, next: 'mood' },
        { id: 'gt60', text: '1 小时以上', points: 2, next: 'mood' },
      ],
    },
    {
      id: 'walking',
      text: '不运动的话，您平时每天走路多吗？',
      hint: '比如上下班、买菜、遛弯',
      dimension: 'exercise',
      options: [
        { id: 'much', text: '每天走很多', points: 2 },
        { id: 'little', text: '很少走动，多数时间坐着', points: 0 },
      ],
    },
    {
      id: 'mood',
      text: '最近两周，您觉得压力大、心情烦闷的时候多吗？',
      dimension: 'mood',
      options: [
        { id: 'rarely', text: '很少', points: 3 },
        { id: 'sometimes', text: '有时', points: 2 },
        { id: 'often', text: '经常', points: 0 },
      ],
    },
  ],
  bands: HABIT_BANDS,
  knowledge: [
    { title: '规律作息', text: '每天在差不多的时间睡觉和起床，比偶尔补觉更有助于休息。' },
    { title: '饮食均衡', text: '一餐里有主食、蔬菜和蛋白质，少油少盐，细嚼慢咽。' },
    { title: '动起来', text: '快走、太极、广场舞都是好运动，重在坚持，量力而行。' },
    { title: '照顾情绪', text: '练字、听音乐、和朋友聊天，都是给情绪放个假的好办法。' },
  ],
};

const chronicCare: unknown = {
  code: 'chronic-care',
  toolCode: 'chronic-care',
  title: '慢病生活方式问卷',
  intro: '7 道题，看看饮食、运动、烟酒和日常自我监测这几项生活方式做得怎么样。',
  disclaimer: HEALTH_DISCLAIMER,
  dimensions: [
    { key: 'diet', name: '饮食', advice: '饮食：口味清淡一些，少盐少油少糖。' },
    { key: 'exercise', name: '运动', advice: '运动：在身体允许的范围内，每天活动半小时。' },
    { key: 'habits', name: '烟酒', advice: '烟酒：尽量戒烟、少饮酒，需要帮助可以咨询医生。' },
    { key: 'monitor', name: '自我监测', advice: '自我监测：按医生的建议定期测量、复查，并把结果记下来。' },
  ],
  questions: [
    {
      id: 'salt',
      text: '您家做菜的口味？',
      dimension: 'diet',
      options: [
        { id: 'light', text: '比较清淡', points: 3 },
        { id: 'normal', text: '一般', points: 2 },
        { id: 'salty', text: '偏咸、偏油', points: 0 },
      ],
    },
    {
      id: 'sugar',
      text: '您喝含糖饮料、吃甜点的频率？',
      dimension: 'diet',
      options: [
        { id: 'rarely', text: '很少', points: 3 },
        { id: 'weekly', text: '每周几次', points: 1 },
        { id: 'daily', text: '几乎每天', points: 0 },
      ],
    },
    {
      id: 'activity',
      text: '您每天活动（散步、做操、家务）累计有半小时吗？',
      dimension: 'exercise',
      options: [
        { id: 'yes', text: '有', points: 3 },
        { id: 'sometimes', text: '有时有', points: 1 },
        { id: 'no', text: '没有', points: 0 },
      ],
    },
    {
      id: 'smoking',
      text: '您吸烟吗？',
      dimension: 'habits',
      options: [
        { id: 'never', text: '不吸烟', points: 3, next: 'alcohol' },
        { id: 'quit', text: '已经戒了', points: 3, next: 'alcohol' },
        { id: 'yes', text: '吸烟', points: 0 },
      ],
    },
    {
      id: 'cigarettes',
      text: '您每天大约吸几支烟？',
      dimension: 'habits',
      options: [
        { id: 'few', text: '5 支以内', points: 1 },
        { id: 'many', text: '5 支以上', points: 0 },
      ],
    },
    {
      id: 'alcohol',
      text: '您饮酒的情况？',
      dimension: 'habits',
      options: [
        { id: 'never', text: '不喝或很少喝', points: 3 },
        { id: 'sometimes', text: '偶尔喝', points: 2 },
        { id: 'often', text: '经常喝', points: 0 },
      ],
    },
    {
      id: 'checkup',
      text: '您会按医生的建议定期测量血压、血糖或复查吗？',
      dimension: 'monitor',
      options: [
        { id: 'regular', text: '会，定期测', points: 3 },
        { id: 'sometimes', text: '想起来才测', points: 1 },
        { id: 'never', text: '基本不测', points: 0 },
      ],
    },
  ],
  bands: HABIT_BANDS,
  knowledge: [
    { title: '清淡饮食', text: '做菜时少放盐和酱油，多用葱姜蒜、醋来调味。' },
    { title: '记录很重要', text: '把每次测量的结果记在本子上，复诊时带给医生看。' },
  ],
};

/** Calligraphy level: six dimensions of handwriting, each from two answers about the learner's own writing. */
const calligraphyLevel: unknown = {
  code: 'calligraphy-level',
  toolCode: 'calligraphy-level',
  title: '书法水平测评',
  intro: '12 道题，从六个方面看看自己的书写水平，找到最该练的一项。',
  disclaimer: '测评结果根据您的自评答案计算，仅供安排练习参考。',
  dimensions: [
    { key: 'posture', name: '坐姿握笔', advice: '坐姿握笔：练字前先检查“一尺一拳一寸”，握笔放松。' },
    { key: 'stroke', name: '基本笔画', advice: '基本笔画：每天练 10 分钟横竖撇捺，注意起笔收笔。' },
    { key: 'order', name: '笔顺规范', advice: '笔顺规范：不确定的字先在书法字典里看笔顺动画。' },
    { key: 'structure', name: '间架结构', advice: '间架结构：临写时注意字的重心和左右、上下的比例。' },
    { key: 'layout', name: '章法布局', advice: '章法布局：用格子纸练整行整段，字距行距保持一致。' },
    { key: 'habit', name: '练习习惯', advice: '练习习惯：每天固定一个时间练字，哪怕只有 15 分钟。' },
  ],
  questions: [
    ['posture', 'grip', '您握笔时手指离笔尖大约多远？', ['约一寸（3 厘米）', '很近，几乎捏着笔尖', '不清楚']],
    ['posture', 'sit', '写字时您的眼睛离纸有一尺左右吗？', ['有', '经常趴得很近', '没注意过']],
    ['stroke', 'line', '您写的横能写平、竖能写直吗？', ['基本可以', '有时歪', '经常歪']],
    ['stroke', 'ends', '您写笔画时注意起笔和收笔吗？', ['会注意', '偶尔注意', '不注意']],
    ['order', 'order-known', '常用字的笔顺您有把握吗？', ['大多有把握', '一部分没把握', '很多没把握']],
    ['order', 'order-check', '遇到不确定笔顺的字，您会去查吗？', ['会查', '有时查', '不查']],
    ['structure', 'balance', '别人说过您的字“东倒西歪”吗？', ['没有', '偶尔', '经常']],
    ['structure', 'parts', '左右结构的字，您能写出左窄右宽的比例吗？', ['能', '有时能', '不太会']],
    ['layout', 'rows', '写一段话时，您的字大小一致、行能写直吗？', ['基本能', '时好时坏', '很难做到']],
    ['layout', 'spacing', '您写字时会留意字与字之间的距离吗？', ['会', '偶尔', '不会']],
    ['habit', 'frequency', '您每周练字几次？', ['4 次及以上', '1–3 次', '几乎不练']],
    ['habit', 'copybook', '您练字时会照着字帖临写吗？', ['会', '偶尔', '不会']],
  ].map(([dimension, id, text, answers]) => ({
    id,
    text,
    dimension,
    options: (answers as string[]).map((answer, i) => ({ id: `a${i + 1}`, text: answer, points: 2 - i })),
  })),
  bands: [
    {
      min: 80,
      level: 'good',
      title: '书写基础扎实',
      summary: '您的书写基础很好，可以挑战行楷和作品创作了。',
      advice: ['选一本喜欢的行楷字帖，每周完成一幅小作品。'],
    },
    {
      min: 50,
      level: 'fair',
      title: '正在进步',
      summary: '您已经掌握了一部分方法，针对较弱的几项多练，进步会很快。',
      advice: ['先把得分最低的一项当作本月的练习重点。'],
    },
    {
      min: 0,
      level: 'attention',
      title: '从基础练起',
      summary: '建议从坐姿握笔和基本笔画开始，打好基础再练结构。',
      advice: ['跟着课程从控笔练习开始，每天 15 分钟。'],
    },
  ],
  knowledge: [],
};

/** Every questionnaire, validated when the server starts (a bad definition stops it, never a learner's page). */
export const QUESTIONNAIRES: ReadonlyMap<string, QuestionnaireDef> = new Map(
  [healthSelfTest, healthSelfTestV2(HEALTH_DISCLAIMER), chronicCare, calligraphyLevel].map((raw) => {
    const def = ZQuestionnaireDef.parse(raw);
    return [def.code, def] as const;
  }),
);
