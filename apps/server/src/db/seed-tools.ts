import type { AppDb } from './client.ts';
import { type TOOL_ACCESS, type TOOL_KINDS, toolCatalog } from './schema/index.ts';

/**
 * The demo toolbox (issue 19): the tools that are built, each with its access rule. The dictionary, tracing
 * and the health self-test are free; the calligraphy level test comes with the pen-calligraphy course; the
 * chronic-care questionnaire with a membership. Inserted once by code; an operator's later changes are kept.
 */
type ToolSeed = {
  code: string;
  name: string;
  intro: string;
  kind: (typeof TOOL_KINDS)[number];
  routeName: string;
  access: (typeof TOOL_ACCESS)[number];
  courseSlug?: string;
};

export const DEMO_TOOLS: readonly ToolSeed[] = [
  {
    code: 'calligraphy-dictionary',
    name: '书法字典',
    intro: '查任意常用字的笔顺动画、拼音和部首',
    kind: 'dictionary',
    routeName: 'calligraphyDictionary',
    access: 'free',
  },
  {
    code: 'mobile-exercise',
    name: '手机练字',
    intro: '用手指一笔一笔描红，逐笔检查笔顺',
    kind: 'exercise',
    routeName: 'mobileExercise',
    access: 'free',
  },
  {
    code: 'health-self-test',
    name: '健康自测',
    intro: '几分钟了解自己的作息与生活习惯',
    kind: 'questionnaire',
    routeName: 'healthTool',
    access: 'free',
  },
  {
    code: 'calligraphy-level',
    name: '书法水平测评',
    intro: '六个维度看看自己的书写水平',
    kind: 'questionnaire',
    routeName: 'calligraphyQuestionnaire',
    access: 'course',
    courseSlug: 'calligraphy-pen-30days',
  },
  {
    code: 'chronic-care',
    name: '慢病生活方式问卷',
    intro: '会员专享：生活方式自查与报告',
    kind: 'questionnaire',
    routeName: 'dsquestionnaire',
    access: 'membership',
  },
  {
    code: 'ghosting',
    name: '智能诊断',
    intro: '拍下手写的字，与范字重叠对比，逐笔打分',
    kind: 'exercise',
    routeName: 'ghosting',
    access: 'free',
  },
  {
    code: 'ghosting5',
    name: '五字格诊断',
    intro: '古诗五字一行，逐字拍照诊断，要求更严',
    kind: 'exercise',
    routeName: 'ghosting5',
    access: 'free',
  },
  {
    code: 'piano-practice',
    name: '钢琴练习',
    intro: '听音识音、节拍器、示范视频和打卡计划',
    kind: 'exercise',
    routeName: 'piano_tools',
    access: 'free',
  },
  // content half (issue 19): the chronic-disease programme comes with its course; the content tools are free
  {
    code: 'chronic-disease',
    name: '慢病管理',
    intro: '21 天健康生活方式计划：饮食、运动、睡眠',
    kind: 'programme',
    routeName: 'chronicDisease',
    access: 'course',
    courseSlug: 'chronic-lifestyle',
  },
  {
    code: 'video-tools',
    name: '视频工具',
    intro: '教学视频、模板、资料和直播回放',
    kind: 'content',
    routeName: 'videoToolHome',
    access: 'free',
  },
  {
    code: 'picture-mounting',
    name: '图片合成',
    intro: '给作品照片配上精美相框，长按保存',
    kind: 'picture',
    routeName: 'pictureMounting',
    access: 'free',
  },
  {
    code: 'golden-sentence',
    name: '每日金句',
    intro: '每天一句，生成分享图片',
    kind: 'content',
    routeName: 'goldenSentence',
    access: 'free',
  },
  {
    code: 'treasure',
    name: '宝藏',
    intro: '学员都在用的练习工具和方法宝典',
    kind: 'content',
    routeName: 'treasure',
    access: 'free',
  },
];

export async function seedTools(db: AppDb, courseIds: ReadonlyMap<string, number>): Promise<void> {
  await db
    .insert(toolCatalog)
    .values(
      DEMO_TOOLS.filter((tool) => !tool.courseSlug || courseIds.has(tool.courseSlug)).map((tool, index) => ({
        code: tool.code,
        name: tool.name,
        intro: tool.intro,
        kind: tool.kind,
        routeName: tool.routeName,
        access: tool.access,
        courseId: tool.courseSlug ? (courseIds.get(tool.courseSlug) ?? null) : null,
        sort: index * 10,
      })),
    )
    .onConflictDoNothing();
}
