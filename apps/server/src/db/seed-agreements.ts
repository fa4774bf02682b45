import type { AgreementType, TAgreementDocument } from '@course/contracts/legal-agreement';
import { eq, like, sql } from 'drizzle-orm';
import { agreementCode } from '../services/legal/agreements.ts';
import type { AppDb } from './client.ts';
import { configCodes } from './schema/index.ts';
import { DEMO_BRANDS } from './seed-data.ts';

/** How a learner reaches the brand (the about page's 联系我们): the in-app customer service, a channel that exists. */
export const ABOUT_CONTACT_HOURS = '客服时间：每天 9:00–21:00';
export const ABOUT_CONTACT_CHANNEL = '在线客服：「我的」→「联系客服」留言，客服会在 24 小时内回复';
/** The placeholder address the first demo about pages carried; a seed replaces it where it is still stored. */
const PLACEHOLDER_CONTACT = '客服邮箱：service@example.com';

/**
 * The demo legal documents, company qualifications and about page per brand (configuration `agreement.<type>.<brand>`). They say what
 * Chinese course apps commonly say; a real deployment replaces them with its lawyers' text.
 */
function demoAgreements(brand: string): Record<AgreementType, TAgreementDocument> {
  const meta = { version: '2026.1', updatedAt: '2026-01-01' };
  return {
    service: {
      title: `${brand}用户服务协议`,
      ...meta,
      sections: [
        {
          heading: '一、协议的接受',
          paragraphs: [
            `欢迎使用${brand}。您在注册、登录或使用本平台服务前，应仔细阅读本协议。您点击同意或实际使用服务，即视为已接受本协议全部条款。`,
          ],
        },
        {
          heading: '二、账号',
          paragraphs: [
            '您可通过微信授权或手机号验证码登录。账号仅限本人使用，不得转让、出借或出售。',
            '如发现账号被他人使用，请立即联系客服。因您保管不善造成的损失，由您自行承担。',
          ],
        },
        {
          heading: '三、课程与服务',
          paragraphs: [
            '平台提供在线音视频课程、训练营、直播、作业与测评等服务。课程内容受著作权保护，仅限您个人学习使用，不得录制、转载或传播。',
            '付费课程的购买、退款等事项，适用《购课协议》及《退款协议》。',
          ],
        },
        {
          heading: '四、用户行为规范',
          paragraphs: [
            '您不得发布违法违规、侵犯他人权益或与学习无关的广告信息，不得利用技术手段干扰平台正常运行。违反规定的，平台有权限制或终止服务。',
          ],
        },
        {
          heading: '五、协议的变更与联系我们',
          paragraphs: [
            '平台可能根据法律法规或业务调整修订本协议，修订后将在页面公布。如有疑问，可通过“我的—联系客服”与我们联系。',
          ],
        },
      ],
    },
    privacy: {
      title: `${brand}隐私政策`,
      ...meta,
      sections: [
        {
          heading: '一、我们收集的信息',
          paragraphs: [
            '为向您提供登录与学习服务，我们会收集您的微信公开信息（昵称、头像、OpenID）、您主动提供的手机号，以及学习记录、订单与设备信息（系统版本、机型）。',
          ],
        },
        {
          heading: '二、信息的使用',
          paragraphs: [
            '我们使用上述信息以完成登录、开通课程、记录学习进度、安排班级与班主任服务、处理订单与售后，以及保障账号安全。',
            '未经您同意，我们不会将您的个人信息用于本政策以外的目的。',
          ],
        },
        {
          heading: '三、信息的共享与保护',
          paragraphs: [
            '除支付、物流等完成服务所必需的合作方外，我们不会向第三方提供您的个人信息。我们采取加密存储、访问控制等措施保护您的信息安全。',
          ],
        },
        {
          heading: '四、您的权利',
          paragraphs: [
            '您可以在“我的—个人信息”中查阅、更正您的信息，也可以在“账号与安全”中申请注销账号。注销后，我们将按法律规定删除或匿名化处理您的个人信息。',
          ],
        },
      ],
    },
    purchase: {
      title: `${brand}购课协议`,
      ...meta,
      sections: [
        {
          heading: '一、购买与开通',
          paragraphs: [
            '您支付成功后，课程将自动开通并放入“学习中心”。训练营类课程需在开课前选择开课时间，并按班主任指引加入班级群。',
          ],
        },
        {
          heading: '二、有效期',
          paragraphs: [
            '除课程页面另有说明外，已购买的录播课程可永久回看；训练营的直播与班级服务在对应营期内提供。',
          ],
        },
        {
          heading: '三、退款',
          paragraphs: ['退款条件与流程见《退款协议》。退款成功后，对应课程及赠品权益将被收回。'],
        },
      ],
    },
    membership: {
      title: `${brand}会员服务协议`,
      ...meta,
      sections: [
        {
          heading: '一、会员权益',
          paragraphs: [
            '会员在有效期内可免费学习会员专区课程、下载课程资料，并享受购买其他课程的会员价。具体权益以会员页面展示为准。',
          ],
        },
        {
          heading: '二、开通与有效期',
          paragraphs: [
            '会员自支付成功时开通，有效期按所购套餐计算；有效期内续费的，新的有效期自原有效期结束时起算。',
          ],
        },
        {
          heading: '三、退款',
          paragraphs: ['会员自开通起 24 小时内可申请全额退款，超过 24 小时不予退款，详见《退款协议》。'],
        },
      ],
    },
    qualifications: {
      title: `${brand}公司资质`,
      ...meta,
      sections: [
        {
          heading: '运营主体',
          paragraphs: [`${brand}由本平台运营公司运营，营业执照、统一社会信用代码以运营方公示为准。`],
        },
        {
          heading: '经营许可',
          paragraphs: ['增值电信业务经营许可证、ICP 备案号、网络文化经营许可证等资质信息由运营方在此公示。'],
        },
      ],
    },
    about: {
      title: `关于${brand}`,
      ...meta,
      sections: [
        {
          heading: '我们是谁',
          paragraphs: [
            `${brand}是面向成年人的在线学习平台，提供记忆力、书法、钢琴、短视频、健康与理财等课程，由专业老师授课、班主任全程陪伴。`,
          ],
        },
        {
          heading: '联系我们',
          paragraphs: [ABOUT_CONTACT_HOURS, ABOUT_CONTACT_CHANNEL],
        },
      ],
    },
  };
}

export async function seedAgreements(tx: AppDb): Promise<void> {
  const rows = DEMO_BRANDS.flatMap((brand) =>
    Object.entries(demoAgreements(brand.name)).map(([type, document]) => ({
      code: agreementCode(type as AgreementType, brand.code),
      value: document as unknown,
      description: `${document.title}（${type}），按品牌`,
    })),
  );
  await tx.insert(configCodes).values(rows).onConflictDoNothing();
  // demo databases seeded before: the about page still shows the placeholder address; show the real channel
  const stale = await tx
    .select({ code: configCodes.code, value: configCodes.value })
    .from(configCodes)
    .where(like(sql`${configCodes.value}::text`, `%${PLACEHOLDER_CONTACT}%`));
  for (const row of stale) {
    const value = JSON.parse(
      JSON.stringify(row.value).replaceAll(PLACEHOLDER_CONTACT, ABOUT_CONTACT_CHANNEL),
    ) as unknown;
    await tx.update(configCodes).set({ value }).where(eq(configCodes.code, row.code));
  }
}
