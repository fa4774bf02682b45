import { assertDiscGroups, type DiscGroup } from '@course/domain/disc';

/**
 * The DISC question set (issue 18, item 5): 24 groups of four adjectives, one per factor, in a rotating order so
 * the factor is not given away by its place. Data only; the scoring is `@course/domain/disc`. The factor of a word
 * never leaves the server (the web gets the words and their ids only).
 */
export const DISC_GROUPS: readonly DiscGroup[] = [
  {
    id: 'g1',
    words: [
      { id: 'g1w1', word: '果断', factor: 'D' },
      { id: 'g1w2', word: '热情', factor: 'I' },
      { id: 'g1w3', word: '耐心', factor: 'S' },
      { id: 'g1w4', word: '严谨', factor: 'C' },
    ],
  },
  {
    id: 'g2',
    words: [
      { id: 'g2w1', word: '活泼', factor: 'I' },
      { id: 'g2w2', word: '温和', factor: 'S' },
      { id: 'g2w3', word: '精确', factor: 'C' },
      { id: 'g2w4', word: '好胜', factor: 'D' },
    ],
  },
  {
    id: 'g3',
    words: [
      { id: 'g3w1', word: '随和', factor: 'S' },
      { id: 'g3w2', word: '谨慎', factor: 'C' },
      { id: 'g3w3', word: '直接', factor: 'D' },
      { id: 'g3w4', word: '健谈', factor: 'I' },
    ],
  },
  {
    id: 'g4',
    words: [
      { id: 'g4w1', word: '有条理', factor: 'C' },
      { id: 'g4w2', word: '大胆', factor: 'D' },
      { id: 'g4w3', word: '乐观', factor: 'I' },
      { id: 'g4w4', word: '忠诚', factor: 'S' },
    ],
  },
  {
    id: 'g5',
    words: [
      { id: 'g5w1', word: '有主见', factor: 'D' },
      { id: 'g5w2', word: '体贴', factor: 'S' },
      { id: 'g5w3', word: '风趣', factor: 'I' },
      { id: 'g5w4', word: '守规矩', factor: 'C' },
    ],
  },
  {
    id: 'g6',
    words: [
      { id: 'g6w1', word: '外向', factor: 'I' },
      { id: 'g6w2', word: '细致', factor: 'C' },
      { id: 'g6w3', word: '坚定', factor: 'D' },
      { id: 'g6w4', word: '安静', factor: 'S' },
    ],
  },
  {
    id: 'g7',
    words: [
      { id: 'g7w1', word: '善于倾听', factor: 'S' },
      { id: 'g7w2', word: '爱冒险', factor: 'D' },
      { id: 'g7w3', word: '讲究逻辑', factor: 'C' },
      { id: 'g7w4', word: '有感染力', factor: 'I' },
    ],
  },
  {
    id: 'g8',
    words: [
      { id: 'g8w1', word: '完美主义', factor: 'C' },
      { id: 'g8w2', word: '爱交际', factor: 'I' },
      { id: 'g8w3', word: '独立', factor: 'D' },
      { id: 'g8w4', word: '稳重', factor: 'S' },
    ],
  },
  {
    id: 'g9',
    words: [
      { id: 'g9w1', word: '有魄力', factor: 'D' },
      { id: 'g9w2', word: '开朗', factor: 'I' },
      { id: 'g9w3', word: '包容', factor: 'S' },
      { id: 'g9w4', word: '谦逊', factor: 'C' },
    ],
  },
  {
    id: 'g10',
    words: [
      { id: 'g10w1', word: '受欢迎', factor: 'I' },
      { id: 'g10w2', word: '可靠', factor: 'S' },
      { id: 'g10w3', word: '重视规则', factor: 'C' },
      { id: 'g10w4', word: '敢于挑战', factor: 'D' },
    ],
  },
  {
    id: 'g11',
    words: [
      { id: 'g11w1', word: '友善', factor: 'S' },
      { id: 'g11w2', word: '深思熟虑', factor: 'C' },
      { id: 'g11w3', word: '意志坚强', factor: 'D' },
      { id: 'g11w4', word: '有说服力', factor: 'I' },
    ],
  },
  {
    id: 'g12',
    words: [
      { id: 'g12w1', word: '一丝不苟', factor: 'C' },
      { id: 'g12w2', word: '目标明确', factor: 'D' },
      { id: 'g12w3', word: '富有想象力', factor: 'I' },
      { id: 'g12w4', word: '满足现状', factor: 'S' },
    ],
  },
  {
    id: 'g13',
    words: [
      { id: 'g13w1', word: '雷厉风行', factor: 'D' },
      { id: 'g13w2', word: '慢条斯理', factor: 'S' },
      { id: 'g13w3', word: '爱表现', factor: 'I' },
      { id: 'g13w4', word: '按部就班', factor: 'C' },
    ],
  },
  {
    id: 'g14',
    words: [
      { id: 'g14w1', word: '幽默', factor: 'I' },
      { id: 'g14w2', word: '有分寸', factor: 'C' },
      { id: 'g14w3', word: '敢说敢做', factor: 'D' },
      { id: 'g14w4', word: '顺从', factor: 'S' },
    ],
  },
  {
    id: 'g15',
    words: [
      { id: 'g15w1', word: '平和', factor: 'S' },
      { id: 'g15w2', word: '领导力强', factor: 'D' },
      { id: 'g15w3', word: '注重事实', factor: 'C' },
      { id: 'g15w4', word: '善于鼓舞', factor: 'I' },
    ],
  },
  {
    id: 'g16',
    words: [
      { id: 'g16w1', word: '标准高', factor: 'C' },
      { id: 'g16w2', word: '爱热闹', factor: 'I' },
      { id: 'g16w3', word: '不服输', factor: 'D' },
      { id: 'g16w4', word: '念旧', factor: 'S' },
    ],
  },
  {
    id: 'g17',
    words: [
      { id: 'g17w1', word: '自信', factor: 'D' },
      { id: 'g17w2', word: '容易相处', factor: 'I' },
      { id: 'g17w3', word: '值得信赖', factor: 'S' },
      { id: 'g17w4', word: '讲究精准', factor: 'C' },
    ],
  },
  {
    id: 'g18',
    words: [
      { id: 'g18w1', word: '活跃', factor: 'I' },
      { id: 'g18w2', word: '乐于助人', factor: 'S' },
      { id: 'g18w3', word: '有计划', factor: 'C' },
      { id: 'g18w4', word: '进取', factor: 'D' },
    ],
  },
  {
    id: 'g19',
    words: [
      { id: 'g19w1', word: '知足', factor: 'S' },
      { id: 'g19w2', word: '保守', factor: 'C' },
      { id: 'g19w3', word: '强势', factor: 'D' },
      { id: 'g19w4', word: '好奇', factor: 'I' },
    ],
  },
  {
    id: 'g20',
    words: [
      { id: 'g20w1', word: '含蓄', factor: 'C' },
      { id: 'g20w2', word: '直截了当', factor: 'D' },
      { id: 'g20w3', word: '爱玩', factor: 'I' },
      { id: 'g20w4', word: '亲切', factor: 'S' },
    ],
  },
  {
    id: 'g21',
    words: [
      { id: 'g21w1', word: '有决心', factor: 'D' },
      { id: 'g21w2', word: '忍让', factor: 'S' },
      { id: 'g21w3', word: '有魅力', factor: 'I' },
      { id: 'g21w4', word: '审慎', factor: 'C' },
    ],
  },
  {
    id: 'g22',
    words: [
      { id: 'g22w1', word: '善表达', factor: 'I' },
      { id: 'g22w2', word: '爱分析', factor: 'C' },
      { id: 'g22w3', word: '效率高', factor: 'D' },
      { id: 'g22w4', word: '安于现状', factor: 'S' },
    ],
  },
  {
    id: 'g23',
    words: [
      { id: 'g23w1', word: '心软', factor: 'S' },
      { id: 'g23w2', word: '坚持己见', factor: 'D' },
      { id: 'g23w3', word: '追求品质', factor: 'C' },
      { id: 'g23w4', word: '喜欢新鲜', factor: 'I' },
    ],
  },
  {
    id: 'g24',
    words: [
      { id: 'g24w1', word: '周密', factor: 'C' },
      { id: 'g24w2', word: '生动', factor: 'I' },
      { id: 'g24w3', word: '勇于负责', factor: 'D' },
      { id: 'g24w4', word: '配合', factor: 'S' },
    ],
  },
];

assertDiscGroups(DISC_GROUPS);
