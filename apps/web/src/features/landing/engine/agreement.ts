import type { LandingContext } from './context';
import { h } from './dom';

/** The tui landings' user agreement; the sku variant adds the terms of a paid item. */

const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  [
    '一、服务内容',
    '本平台通过体验课、直播课和班级群为你提供课程学习服务。领取体验课后，班主任将通过班级群或企业微信为你安排学习。',
  ],
  [
    '二、个人信息',
    '为开通课程并联系你，我们会收集你的手机号、微信昵称与头像。信息仅用于课程服务，不会出售给任何第三方；你可以随时联系班主任删除。',
  ],
  ['三、体验课说明', '体验课免费，名额有限，先到先得；每位学员限领一次。开课时间以班主任通知为准。'],
  ['四、学员守则', '请文明交流，不在班级群内发布广告或与课程无关的内容。违反者班主任有权将其移出班级群。'],
  ['五、联系我们', '对服务有任何疑问或投诉，可在页面右上角点击「投诉」，或联系班主任处理。'],
];

const SKU_SECTION: readonly [string, string] = [
  '六、付费商品',
  '付费课程或商品的价格、内容与有效期以购买页面展示为准。支付成功后 7 天内且未开始学习的，可申请全额退款；已开始学习的按未学课时比例退款。',
];

export function mountAgreement(container: HTMLElement, ctx: LandingContext): void {
  const sections = ctx.variant.name === 'tui-agreement-sku' ? [...SECTIONS, SKU_SECTION] : SECTIONS;
  container.appendChild(
    h(
      'article',
      { class: 'lp-article', testid: 'agreement' },
      h('h1', { class: 'lp-article-title' }, '用户服务协议'),
      sections.map(([title, text]) => h('section', null, h('h2', null, title), h('p', null, text))),
    ),
  );
}
