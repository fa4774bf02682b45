/**
 * The newer health self-test (healthToolNew and its result, report, share and knowledge pages): version 2 of the
 * habit questionnaire, with its own questions (drinking water, sitting, seeing people were added; the screen and
 * meal-time questions left) and its own scoring — the four aspects weighted (activity 30, sleep 25, diet 25,
 * mood 20) instead of every point counting the same, and stricter bands. Like version 1 it speaks of habits
 * only, never of symptoms or disease risks.
 */
export function healthSelfTestV2(disclaimer: string): unknown {
  return {
    code: 'health-self-test-v2',
    toolCode: 'health-self-test',
    title: '健康习惯自测（新版）',
    intro: '10 道题，约 3 分钟。新版加入了喝水、久坐和社交习惯，按作息、饮食、运动、情绪四个方面的权重计分。',
    disclaimer,
    scoring: 'weighted',
    dimensions: [
      {
        key: 'sleep',
        name: '作息',
        weight: 25,
        advice: '作息：固定起床时间，午睡不超过半小时，让白天更有精神。',
      },
      { key: 'diet', name: '饮食', weight: 25, advice: '饮食：主动喝水，口味清淡一些，每天吃些蔬菜水果。' },
      {
        key: 'activity',
        name: '运动',
        weight: 30,
        advice: '运动：每坐一小时起来走动几分钟，每周安排几次快走或太极。',
      },
      { key: 'mood', name: '情绪', weight: 20, advice: '情绪：多和家人朋友聊聊天，一起散散步。' },
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
        id: 'rested',
        text: '早上起床后，您通常觉得精神怎么样？',
        dimension: 'sleep',
        options: [
          { id: 'fresh', text: '精神饱满', points: 3 },
          { id: 'ok', text: '还可以', points: 2 },
          { id: 'tired', text: '经常觉得没睡够', points: 0 },
        ],
      },
      {
        id: 'water',
        text: '您每天大约喝几杯水（包括淡茶）？',
        hint: '一杯约 200 毫升',
        dimension: 'diet',
        options: [
          { id: 'lt4', text: '不到 4 杯', points: 0 },
          { id: '4to7', text: '4–7 杯', points: 2 },
          { id: '7plus', text: '7 杯以上', points: 3 },
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
        id: 'salty',
        text: '您的饮食口味偏咸、偏油吗？',
        dimension: 'diet',
        options: [
          { id: 'light', text: '比较清淡', points: 3 },
          { id: 'normal', text: '一般', points: 2 },
          { id: 'heavy', text: '偏咸偏油', points: 0 },
        ],
      },
      {
        id: 'exercise',
        text: '您每周有几天会专门活动身体（快走、太极、广场舞、打球等）？',
        dimension: 'activity',
        options: [
          { id: 'none', text: '基本没有', points: 0, next: 'sitting' },
          { id: '1to2', text: '1–2 天', points: 2 },
          { id: '3plus', text: '3 天及以上', points: 3 },
        ],
      },
      {
        id: 'duration',
        text: '每次大约活动多长时间？',
        dimension: 'activity',
        options: [
          { id: 'lt20', text: '不到 20 分钟', points: 1 },
          { id: '20to60', text: '20–60 分钟', points: 3 },
          { id: 'gt60', text: '1 小时以上', points: 2 },
        ],
      },
      {
        id: 'sitting',
        text: '连续坐了一个小时，您会起来走动一下吗？',
        hint: '看电视、用手机、打牌都算坐着',
        dimension: 'activity',
        options: [
          { id: 'usually', text: '通常会', points: 3 },
          { id: 'sometimes', text: '有时会', points: 1 },
          { id: 'rarely', text: '很少起来', points: 0 },
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
      {
        id: 'social',
        text: '过去一周，您和家人朋友聊天、见面多吗？',
        dimension: 'mood',
        options: [
          { id: 'often', text: '经常', points: 3 },
          { id: 'few', text: '一两次', points: 2 },
          { id: 'none', text: '几乎没有', points: 0 },
        ],
      },
    ],
    bands: [
      {
        min: 85,
        level: 'good',
        title: '习惯良好',
        summary: '四个方面都做得不错，继续保持，过一段时间再测一次看看变化。',
        advice: ['把做得好的习惯坚持下去，也可以带上家人一起。'],
      },
      {
        min: 65,
        level: 'fair',
        title: '有待改善',
        summary: '有一两个方面可以做得更好，先从得分最低的一项开始调整。',
        advice: ['每次只改一个小习惯，坚持两周再加下一个。'],
      },
      {
        min: 0,
        level: 'attention',
        title: '需要重视',
        summary: '几个方面的日常习惯需要多加留意，建议逐步调整；如有身体不适，请咨询医生。',
        advice: [
          '把喝水、走动和睡觉的小目标写下来，每天打卡。',
          '如有身体不适，请及时就医，听从医生的建议。',
        ],
      },
    ],
    knowledge: [
      { title: '少坐多动', text: '每坐一小时起来走动几分钟、伸伸腰，比周末一次练很久更容易坚持。' },
      { title: '主动喝水', text: '不要等口渴了再喝，白开水和淡茶都可以，少喝含糖饮料。' },
      { title: '睡得好比睡得久更重要', text: '起床后精神好不好，比睡了几个小时更能说明休息得怎么样。' },
      { title: '多和人聊聊', text: '和家人朋友聊天、一起散步，是照顾心情的简单办法。' },
    ],
  };
}
