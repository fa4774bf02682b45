/**
 * DISC scoring (issue 18, item 5): the classic forced-choice self-description.
 *
 * Each group holds four adjectives, one for each factor (D 支配, I 影响, S 稳健, C 谨慎). The learner picks the
 * word MOST like them and the word LEAST like them (two different words). Per factor: most = how often one of its
 * words was picked as most-like, least = as least-like, and the score is most − least (from −groups to +groups).
 * The four scores always add up to 0. The dominant style is the factor with the highest score; ties are broken
 * by the higher most count, then by the order D, I, S, C so the result is deterministic. A secondary style is
 * reported when its score is above zero.
 *
 * This is a self-description tool: it says how the learner describes themselves today, not a diagnosis.
 */

export const DISC_FACTORS = ['D', 'I', 'S', 'C'] as const;
export type DiscFactor = (typeof DISC_FACTORS)[number];

export type DiscWord = { id: string; word: string; factor: DiscFactor };
export type DiscGroup = { id: string; words: readonly DiscWord[] };
export type DiscAnswer = { groupId: string; most: string; least: string };

export type DiscScore = {
  most: Record<DiscFactor, number>;
  least: Record<DiscFactor, number>;
  /** most − least per factor */
  scores: Record<DiscFactor, number>;
  /** the factor with the highest score */
  primary: DiscFactor;
  /** the next factor when its score is above zero, else null */
  secondary: DiscFactor | null;
};

export class DiscAnswerError extends Error {}

const zeros = (): Record<DiscFactor, number> => ({ D: 0, I: 0, S: 0, C: 0 });

/** Checks a question set: every group has four words, one per factor, and ids are unique. */
export function assertDiscGroups(groups: readonly DiscGroup[]): void {
  const groupIds = new Set<string>();
  const wordIds = new Set<string>();
  for (const group of groups) {
    if (groupIds.has(group.id)) throw new Error(`duplicate group ${group.id}`);
    groupIds.add(group.id);
    const factors = group.words.map((w) => w.factor).sort();
    if (group.words.length !== 4 || factors.join('') !== 'CDIS') {
      throw new Error(`group ${group.id} must have one word per factor`);
    }
    for (const word of group.words) {
      if (wordIds.has(word.id)) throw new Error(`duplicate word ${word.id}`);
      wordIds.add(word.id);
    }
  }
}

/** Scores a complete set of answers; throws DiscAnswerError (with a Chinese message) on a missing or bad answer. */
export function scoreDisc(groups: readonly DiscGroup[], answers: readonly DiscAnswer[]): DiscScore {
  const byGroup = new Map<string, DiscAnswer>();
  for (const answer of answers) {
    if (byGroup.has(answer.groupId)) throw new DiscAnswerError('同一组只能作答一次');
    byGroup.set(answer.groupId, answer);
  }
  for (const groupId of byGroup.keys()) {
    if (!groups.some((g) => g.id === groupId)) throw new DiscAnswerError('答案包含未知的题组');
  }
  const most = zeros();
  const least = zeros();
  groups.forEach((group, index) => {
    const answer = byGroup.get(group.id);
    if (!answer) throw new DiscAnswerError(`请完成第 ${index + 1} 组`);
    if (answer.most === answer.least)
      throw new DiscAnswerError(`第 ${index + 1} 组“最像”和“最不像”不能选同一个词`);
    const mostWord = group.words.find((w) => w.id === answer.most);
    const leastWord = group.words.find((w) => w.id === answer.least);
    if (!mostWord || !leastWord) throw new DiscAnswerError(`第 ${index + 1} 组的答案无效`);
    most[mostWord.factor] += 1;
    least[leastWord.factor] += 1;
  });
  const scores = zeros();
  for (const f of DISC_FACTORS) scores[f] = most[f] - least[f];
  const ranked = [...DISC_FACTORS].sort(
    (a, b) => scores[b] - scores[a] || most[b] - most[a] || DISC_FACTORS.indexOf(a) - DISC_FACTORS.indexOf(b),
  );
  const primary = ranked[0]!;
  const second = ranked[1]!;
  return { most, least, scores, primary, secondary: scores[second] > 0 ? second : null };
}

/** A score (−n … +n) as a 0–100 bar length for n groups. */
export function discPercent(score: number, groupCount: number): number {
  if (groupCount <= 0) return 50;
  return Math.round(((score + groupCount) / (2 * groupCount)) * 100);
}

export type DiscStyle = {
  factor: DiscFactor;
  name: string;
  /** one line */
  tagline: string;
  description: string;
  strengths: string[];
  watchOuts: string[];
  /** how to study well with this style */
  studyTips: string[];
};

export const DISC_STYLES: Record<DiscFactor, DiscStyle> = {
  D: {
    factor: 'D',
    name: '支配型（D）',
    tagline: '目标导向，敢于决断',
    description: '你描述自己时更看重结果和效率，喜欢挑战，愿意主动推动事情向前。',
    strengths: ['行动快，敢拍板', '面对困难不退缩', '善于设定目标并推进'],
    watchOuts: ['可能显得急躁', '容易忽略他人的感受和细节'],
    studyTips: ['给每节课定一个明确的小目标', '用打卡和进度条看见自己的成果'],
  },
  I: {
    factor: 'I',
    name: '影响型（I）',
    tagline: '热情开朗，善于表达',
    description: '你描述自己时更看重与人的交流和氛围，乐观、有感染力，喜欢新鲜事物。',
    strengths: ['表达力强，人缘好', '乐观，能带动气氛', '点子多，接受新事物快'],
    watchOuts: ['可能三分钟热度', '计划和细节容易落下'],
    studyTips: ['和同学一起打卡、互相点评', '把学到的内容讲给别人听'],
  },
  S: {
    factor: 'S',
    name: '稳健型（S）',
    tagline: '耐心可靠，乐于配合',
    description: '你描述自己时更看重稳定与和谐，做事踏实、有耐心，是值得信赖的伙伴。',
    strengths: ['耐心，坚持得住', '善于倾听与合作', '做事稳定可靠'],
    watchOuts: ['面对变化可能犹豫', '不太愿意表达不同意见'],
    studyTips: ['固定每天的学习时间，形成习惯', '循序渐进，一次只练一个要点'],
  },
  C: {
    factor: 'C',
    name: '谨慎型（C）',
    tagline: '严谨细致，追求准确',
    description: '你描述自己时更看重准确和品质，重视规则和逻辑，做事前喜欢想清楚。',
    strengths: ['注重细节和质量', '善于分析，条理清楚', '做事有计划'],
    watchOuts: ['可能过于追求完美', '决定前容易想得太久'],
    studyTips: ['先看课程大纲，按章节系统学习', '用笔记整理要点，定期复盘'],
  },
};

/** The note every DISC page shows. */
export const DISC_DISCLAIMER =
  '本测试是一种自我描述工具，结果反映的是你此刻如何描述自己，仅供学习参考，不是心理诊断，也不代表能力高低。';
