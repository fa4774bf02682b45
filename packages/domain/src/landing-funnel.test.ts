import { describe, expect, it } from 'vitest';
import {
  codeNumberOf,
  landingHref,
  MARQUEE_TEXT,
  marqueeTextFor,
  QrCodeType,
  sceneForCamp,
} from './landing-funnel.ts';

describe('landing funnel rules', () => {
  it('tells the scene from the camp date: 1 before, 4 during the 21 days, 5 after', () => {
    const start = new Date('2025-03-10T12:00:00Z');
    expect(sceneForCamp(start, new Date('2025-03-09T00:00:00Z'))).toBe(1);
    expect(sceneForCamp(start, new Date('2025-03-10T12:00:00Z'))).toBe(4);
    expect(sceneForCamp(start, new Date('2025-03-31T11:59:59Z'))).toBe(4);
    expect(sceneForCamp(start, new Date('2025-03-31T12:00:00Z'))).toBe(5);
  });

  it('writes the code number as QR type, scene and learner number', () => {
    expect(codeNumberOf({ qrCodeType: QrCodeType.group, sceneCode: 1, learnNumber: '1000001' })).toBe(
      '101-1000001',
    );
    expect(codeNumberOf({ qrCodeType: QrCodeType.officialAccount, sceneCode: 3, learnNumber: 97 })).toBe(
      '303-97',
    );
    expect(codeNumberOf({ qrCodeType: 3, sceneCode: 99, learnNumber: null })).toBe('399-99999');
    expect(codeNumberOf({ qrCodeType: 12, sceneCode: 100, learnNumber: 'x y' })).toBe('013-99999');
  });

  it('builds the learning-centre address by the camp date rule', () => {
    expect(landingHref.learningCentre(7, 3)).toBe('/lesson-center/7?campDataId=3');
    expect(landingHref.learningCentre(7, null)).toBe('/center/7');
    expect(landingHref.notAvailable({ channel: '1' })).toBe('/notAvailable?channel=1');
  });

  it('words the marquee after the QR on the page', () => {
    expect(marqueeTextFor(QrCodeType.group)).toBe('同学们正在加入班级群');
    expect(marqueeTextFor(QrCodeType.teacher)).toBe('同学们正在添加老师');
    expect(marqueeTextFor(QrCodeType.officialAccount)).toBe('同学们正在关注公众号');
    // only the class group's line speaks of a class group
    for (const [type, text] of Object.entries(MARQUEE_TEXT)) {
      expect(text.includes('班级群'), type).toBe(Number(type) === QrCodeType.group);
    }
    expect(marqueeTextFor(undefined)).toBe('同学们正在加入班级群');
    expect(marqueeTextFor(42)).toBe('同学们正在加入班级群');
  });
});
