import { describe, expect, it } from 'vitest';
import { CHAIN_TYPE_PAGE_NAMES } from './chain-type.ts';
import { chainTypeOfVariant, collectsPhone } from './landing-chain.ts';
import {
  LANDING_TITLE_LIVE,
  LANDING_TITLE_NBC,
  LANDING_VARIANTS,
  landingVariant,
  landingVariantOfPath,
  variantTitle,
} from './landing-variants.ts';

describe('landing variants', () => {
  it('names every variant once', () => {
    const names = LANDING_VARIANTS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('covers every landing family of the issue', () => {
    for (const name of [
      'pageTemplate',
      'tui',
      'tui27',
      'tui50-2',
      'classInfo20',
      'classInfo20-noAttention-v4-fingerprint',
      'classInfo20-friends-b',
      'classInfoDiversion',
      'classInfoInvalid',
      'success-new',
      'success6_2',
      'success50',
      'success50-free',
      'join-group',
      'addTeacher',
      'addTeacherQrcode',
      'notAvailable',
      'msg1',
      'msg5',
      'npDirect',
      'npDirect-v2',
      'wechatPublic',
      'middle-page',
      'mp',
      'mpDirect',
      'bdMpDirect',
      'Wechat-MP-Home',
      'Wechat-MP-Result',
      'WechatPublicNothing',
      'transfer-introduction',
      'transferMini',
      'tui-agreement',
      'tui-agreement-sku',
      'minicomplaint',
      'minicomplaint2',
      'minicomplaintDetail',
      'minicomplaintDetail2',
      'noAuthcomplaintDetail2',
      'complainRecords',
      'complainRecordsDetail',
    ]) {
      expect(landingVariant(name), name).toBeDefined();
    }
  });

  it('gives every QR landing of the chain-type table a chain type', () => {
    for (const variant of LANDING_VARIANTS.filter((v) => v.kind === 'group-qr')) {
      expect(CHAIN_TYPE_PAGE_NAMES.has(variant.name), variant.name).toBe(true);
      expect(chainTypeOfVariant(variant), variant.name).toMatch(/^LL\d{5}$/);
    }
    expect(collectsPhone(landingVariant('tui')!)).toBe(true);
    expect(collectsPhone(landingVariant('msg3')!)).toBe(true);
    expect(collectsPhone(landingVariant('pageTemplate')!)).toBe(false);
    expect(chainTypeOfVariant(landingVariant('pageTemplate')!)).toBe('LL20027');
    expect(chainTypeOfVariant(landingVariant('tui')!)).toBe('LL20015');
    expect(chainTypeOfVariant(landingVariant('classInfo20-sku')!)).toBe('LL20002');
    expect(chainTypeOfVariant(landingVariant('wechatPublic')!)).toBe('LL20024');
  });

  it('reads a path with its optional id, the by alias and the tui aliases, ignoring case', () => {
    expect(landingVariantOfPath('/pageTemplate')).toMatchObject({
      variant: { name: 'pageTemplate' },
      id: null,
    });
    expect(landingVariantOfPath('/pageTemplateby/12')).toMatchObject({
      variant: { name: 'pageTemplate' },
      id: '12',
    });
    expect(landingVariantOfPath('/PAGETEMPLATE/')).toMatchObject({ variant: { name: 'pageTemplate' } });
    expect(landingVariantOfPath('/flamingoby/3')).toMatchObject({ variant: { name: 'tui' }, id: '3' });
    expect(landingVariantOfPath('/classInfo20-sku')).toMatchObject({ variant: { name: 'classInfo20-sku' } });
    expect(landingVariantOfPath('/minicomplaintDetail/abc')).toMatchObject({
      variant: { name: 'minicomplaintDetail' },
    });
    for (const other of ['/', '/index', '/pageTemplate/1/2', '/center/1', '/%E0%A4%A']) {
      expect(landingVariantOfPath(other), other).toBeNull();
    }
  });

  it('titles landing pages by the template: nbc public-account wording, otherwise live-account wording', () => {
    const page = landingVariant('pageTemplate')!;
    expect(variantTitle(page, 'nbc')).toBe(LANDING_TITLE_NBC);
    expect(variantTitle(page, 'jz')).toBe(LANDING_TITLE_LIVE);
    expect(variantTitle(page, '')).toBe('领取课程');
    expect(variantTitle(landingVariant('notAvailable')!, 'nbc')).toBe('报名已满');
  });
});
