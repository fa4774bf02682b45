import { describe, expect, it } from 'vitest';
import { LiveOrderType, QrCodeType, SignUpType } from './landing-funnel.ts';
import { type LandingAnswerShape, landingOutcome, officialQrCaption } from './landing-outcome.ts';

const none: LandingAnswerShape = {
  channelLinkUrl: null,
  redirect: null,
  needsMobile: false,
  check: null,
  signUp: null,
  qr: null,
  legacyQr: null,
  fallback: null,
};
const normalCheck = { type: LiveOrderType.normal, mutualExclusionQr: null, courseId: 7 };
const enrolled = { type: SignUpType.enrolled, linkUrl: null, mutualExclusionQr: null };
const qr = {
  isJoinGroup: false,
  sceneCode: 1,
  isToLessonCenter: false,
  campDateId: 31,
  courseId: 7,
  qrCodeType: QrCodeType.group,
  newQrCode: '/uploads/qr/class.png',
  groupId: 'g-1',
  codeNumber: '1-01-123',
};
const legacyQr = {
  groupQrcode: '/uploads/qr/group.png',
  groupQrcodeIsInvalid: false,
  teacherQrCode: '/uploads/qr/teacher.png',
  groupId: 'g-2',
  codeNumber: '1-01-456',
};
const fallback = {
  qrcode: '/uploads/qr/official.png',
  name: '课堂服务号',
  sceneCode: 3,
  learnNumber: '97',
  codeNumber: '3-03-97',
};
const advisor = { qrUrl: '/uploads/qr/advisor.png', name: '王老师' };

describe('landingOutcome: what the landing page does first with a liveLanding answer', () => {
  it('goes to a banned channel’s safe link before anything else, and ignores an unsafe one', () => {
    const answer = { ...none, channelLinkUrl: 'https://example.com/banned', redirect: '/x', qr };
    expect(landingOutcome(answer)).toEqual({ kind: 'channel-link', url: 'https://example.com/banned' });
    expect(landingOutcome({ ...answer, channelLinkUrl: 'javascript:alert(1)' })).toEqual({
      kind: 'redirect',
      to: '/x',
    });
  });

  it('follows a diversion landing’s redirect', () => {
    expect(landingOutcome({ ...none, redirect: '/tui', qr })).toEqual({ kind: 'redirect', to: '/tui' });
  });

  it('sends a learner who owns the course to its learning centre, not without a course id', () => {
    const check = { type: LiveOrderType.ownsCourse, mutualExclusionQr: null, courseId: 9 };
    expect(landingOutcome({ ...none, check, qr })).toEqual({
      kind: 'learning-centre',
      courseId: 9,
      campDateId: null,
    });
    expect(landingOutcome({ ...none, check: { ...check, courseId: null }, qr })).toMatchObject({
      kind: 'qr',
      source: 'qr',
    });
  });

  it('shows the advisor’s QR as a teacher’s on mutual exclusion (check or sign-up), before the phone', () => {
    const expected = {
      kind: 'qr',
      source: 'exclusion',
      qr: { url: advisor.qrUrl, type: QrCodeType.teacher, caption: '你已报名相关课程，请添加王老师' },
      groupId: null,
    };
    const check = { type: LiveOrderType.mutualExclusion, mutualExclusionQr: advisor, courseId: 7 };
    expect(landingOutcome({ ...none, check, needsMobile: true, qr })).toEqual(expected);
    const signUp = { type: SignUpType.mutualExclusion, linkUrl: null, mutualExclusionQr: advisor };
    expect(landingOutcome({ ...none, check: normalCheck, signUp, qr })).toEqual(expected);
    // a mutual-exclusion type without a QR address goes on down the tree
    const empty = { ...check, mutualExclusionQr: { qrUrl: '', name: '' } };
    expect(landingOutcome({ ...none, check: empty, qr })).toMatchObject({ kind: 'qr', source: 'qr' });
    // an advisor QR without a mutual-exclusion type is not shown
    expect(
      landingOutcome({ ...none, check: { ...normalCheck, mutualExclusionQr: advisor }, qr }),
    ).toMatchObject({ source: 'qr' });
  });

  it('asks a get-info landing’s visitor for the phone', () => {
    expect(landingOutcome({ ...none, needsMobile: true, fallback })).toEqual({ kind: 'ask-mobile' });
  });

  it('sends a full enrolment to notAvailable', () => {
    const signUp = { ...enrolled, type: SignUpType.full };
    expect(landingOutcome({ ...none, signUp, fallback })).toEqual({ kind: 'not-available' });
  });

  it('goes to the sign-up’s banned-channel link when it is safe, otherwise on down the tree', () => {
    const signUp = { ...enrolled, type: SignUpType.channelBanned, linkUrl: 'https://example.com/b' };
    expect(landingOutcome({ ...none, signUp, fallback })).toEqual({
      kind: 'banned-link',
      url: 'https://example.com/b',
    });
    expect(landingOutcome({ ...none, signUp: { ...signUp, linkUrl: null }, fallback })).toMatchObject({
      source: 'fallback',
    });
    expect(
      landingOutcome({ ...none, signUp: { ...signUp, linkUrl: 'data:text/html,x' }, fallback }),
    ).toMatchObject({ source: 'fallback' });
  });

  it('shows the new QR result with its type, code number and class', () => {
    const answer = { ...none, check: normalCheck, signUp: enrolled, qr, legacyQr, fallback };
    expect(landingOutcome(answer)).toEqual({
      kind: 'qr',
      source: 'qr',
      qr: { url: qr.newQrCode, type: QrCodeType.group, codeNumber: qr.codeNumber },
      groupId: 'g-1',
    });
    const teacher = { ...qr, qrCodeType: QrCodeType.teacher };
    expect(landingOutcome({ ...answer, qr: teacher })).toMatchObject({ qr: { type: QrCodeType.teacher } });
    // an unknown type reads as the class group's (the marquee's reading)
    expect(landingOutcome({ ...answer, qr: { ...qr, qrCodeType: 8 } })).toMatchObject({
      qr: { type: QrCodeType.group },
    });
  });

  it('goes to the lesson centre when the new QR result says so (with the camp), never without a course', () => {
    const joined = { ...qr, isToLessonCenter: true, isJoinGroup: true };
    expect(landingOutcome({ ...none, qr: joined })).toEqual({
      kind: 'learning-centre',
      courseId: 7,
      campDateId: 31,
    });
    const ended = { ...qr, isToLessonCenter: true, sceneCode: 5 };
    expect(landingOutcome({ ...none, qr: ended })).toMatchObject({ kind: 'learning-centre' });
    expect(landingOutcome({ ...none, qr: { ...joined, courseId: null } })).toMatchObject({ kind: 'qr' });
    expect(landingOutcome({ ...none, qr: { ...joined, isToLessonCenter: false } })).toMatchObject({
      kind: 'qr',
    });
  });

  it('shows the older result’s group QR, or the teacher’s when the group QR is invalid', () => {
    expect(landingOutcome({ ...none, legacyQr, fallback })).toEqual({
      kind: 'qr',
      source: 'legacy',
      qr: { url: legacyQr.groupQrcode, type: QrCodeType.group, codeNumber: legacyQr.codeNumber },
      groupId: 'g-2',
    });
    expect(landingOutcome({ ...none, legacyQr: { ...legacyQr, groupQrcodeIsInvalid: true } })).toMatchObject({
      qr: { url: legacyQr.teacherQrCode, type: QrCodeType.teacher },
    });
  });

  it('shows the messaging-app account’s QR with its name, scene and learner number', () => {
    expect(landingOutcome({ ...none, fallback })).toEqual({
      kind: 'qr',
      source: 'fallback',
      qr: {
        url: fallback.qrcode,
        type: QrCodeType.officialAccount,
        caption: '长按识别二维码，关注「课堂服务号」',
        codeNumber: fallback.codeNumber,
      },
      groupId: null,
      fallback: { sceneCode: 3, learnNumber: '97' },
    });
    expect(officialQrCaption('')).toBe('长按识别二维码关注公众号');
  });

  it('leaves an answer with nothing to show to the page’s own fallback', () => {
    expect(landingOutcome(none)).toEqual({ kind: 'client-fallback' });
    expect(landingOutcome({ ...none, check: normalCheck, signUp: enrolled })).toEqual({
      kind: 'client-fallback',
    });
  });
});
