import type { TPrivacyCategory } from '@course/contracts/identity-privacy';
import {
  COLLECTED_LIST_CODE,
  THIRD_SHARE_LIST_CODE,
  type TStoredThirdParty,
} from '../services/identity/privacy-lists.ts';
import type { AppTransaction } from './client.ts';
import { configCodes } from './schema/index.ts';

/**
 * The privacy lists as configuration rows (collectedList, thirdShareList). Written once; an operator's edit is
 * kept on re-seed. The text says what the product really collects and with whom it shares; a deployment's
 * lawyers replace it.
 */

export const DEMO_COLLECTED_LIST: TPrivacyCategory[] = [
  {
    key: 'profile',
    name: '基本资料',
    items: ['昵称', '头像', '性别', '生日', '地区'],
    purpose: '创建和展示您的账号，在课程群、评论中显示您的昵称和头像',
    scenario: '首次微信授权登录、完善个人信息时',
    retention: '账号存续期间；注销账号后 15 个工作日内删除或匿名化',
  },
  {
    key: 'identity',
    name: '身份信息',
    items: ['手机号', '姓名', '身份证号（仅研学报名）'],
    purpose: '手机号用于登录、订单通知和找回账号；姓名和身份证号仅用于研学活动报名投保',
    scenario: '绑定手机号、购课、报名研学活动时',
    retention: '账号存续期间；研学报名信息在活动结束后 1 年内删除',
  },
  {
    key: 'device',
    name: '设备与网络信息',
    items: [
      'IP 地址',
      '浏览器标识（User-Agent）',
      'App 启动报告（设备型号、系统版本）',
      '位置（仅在您授权时）',
    ],
    purpose: '保障账号和交易安全、排查故障、统计使用情况',
    scenario: '访问页面、打开 App 时自动收集',
    retention: '6 个月',
  },
  {
    key: 'orders',
    name: '订单与支付记录',
    items: ['订单号', '商品', '金额', '支付方式', '收货地址'],
    purpose: '完成交易、发货、售后和开具发票，并依法保存交易记录',
    scenario: '下单、支付、申请退款时',
    retention: '交易完成后 3 年（《电子商务法》要求）',
  },
  {
    key: 'learning',
    name: '学习记录',
    items: ['学习进度', '播放位置', '打卡', '作业与考试成绩'],
    purpose: '记录您的学习进度，续播课程，发放证书和学习奖励',
    scenario: '观看课程、打卡、提交作业和考试时',
    retention: '账号存续期间',
  },
  {
    key: 'media',
    name: '上传的图片、音频和视频',
    items: ['作品图片', '语音点评', '视频'],
    purpose: '参加活动、提交作品和点评；上传内容会经过内容安全审核',
    scenario: '您主动上传时',
    retention: '账号存续期间，或您删除时',
  },
  {
    key: 'feedback',
    name: '意见反馈',
    items: ['反馈内容', '联系方式'],
    purpose: '处理您的问题和建议',
    scenario: '您提交意见反馈时',
    retention: '处理完成后 1 年',
  },
];

export const DEMO_THIRD_SHARE_LIST: TStoredThirdParty[] = [
  {
    key: 'wechat-auth',
    adapter: 'wechatAuth',
    name: '微信授权登录与 JS-SDK',
    provider: '深圳市腾讯计算机系统有限公司',
    shared: '微信 OpenID、UnionID、昵称、头像；页面地址（JS-SDK 签名）',
    purpose: '微信内登录、分享页面、选择图片',
    scenario: '在微信中打开并授权登录时',
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?t=weixin_agreement&s=privacy',
  },
  {
    key: 'wechat-pay',
    adapter: 'wechatPay',
    name: '微信支付',
    provider: '财付通支付科技有限公司',
    shared: '订单号、订单金额、商品名称、微信 OpenID',
    purpose: '完成支付和退款',
    scenario: '选择微信支付时',
    policyUrl: 'https://www.tenpay.com/v3/helpcenter/low/privacy.shtml',
  },
  {
    key: 'alipay',
    adapter: 'alipay',
    name: '支付宝',
    provider: '支付宝（中国）网络技术有限公司',
    shared: '订单号、订单金额、商品名称',
    purpose: '完成支付和退款',
    scenario: '选择支付宝支付时',
    policyUrl: 'https://render.alipay.com/p/yuyan/180020010001196791/preview.html?agreementId=AG00000174',
  },
  {
    key: 'sms',
    adapter: 'sms',
    name: '短信服务',
    provider: '腾讯云计算（北京）有限责任公司',
    shared: '手机号、验证码短信内容',
    purpose: '发送登录和绑定手机号的验证码',
    scenario: '获取短信验证码时',
    policyUrl: 'https://cloud.tencent.com/document/product/301/11470',
  },
  {
    key: 'storage',
    adapter: 'storage',
    name: '对象存储',
    provider: '对象存储服务商（S3 兼容）',
    shared: '您上传的图片、音频和视频文件',
    purpose: '保存和分发您上传的文件',
    scenario: '上传作品、语音点评时',
    policyUrl: 'https://cloud.tencent.com/document/product/301/11470',
  },
  {
    key: 'moderation',
    adapter: 'moderation',
    name: '内容安全审核',
    provider: '深圳市腾讯计算机系统有限公司（微信内容安全接口）',
    shared: '您上传的图片和提交的文字',
    purpose: '识别违法违规内容',
    scenario: '上传图片、发表文字内容时',
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?t=weixin_agreement&s=privacy',
  },
  {
    key: 'miniapp',
    adapter: 'miniapp',
    name: '小程序跳转（URL Scheme）',
    provider: '深圳市腾讯计算机系统有限公司',
    shared: '跳转的小程序页面路径和参数（不含手机号）',
    purpose: '从网页打开对应的小程序页面',
    scenario: '点击打开小程序时',
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?t=weixin_agreement&s=privacy',
  },
];

export async function seedPrivacyLists(tx: AppTransaction): Promise<void> {
  await tx
    .insert(configCodes)
    .values([
      {
        code: COLLECTED_LIST_CODE,
        value: DEMO_COLLECTED_LIST,
        description: '已收集个人信息清单（collectedList）',
      },
      {
        code: THIRD_SHARE_LIST_CODE,
        value: DEMO_THIRD_SHARE_LIST,
        description: '第三方信息共享清单（thirdShareList）',
      },
    ])
    .onConflictDoNothing();
}
