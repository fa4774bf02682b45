import { describe, expect, it } from 'vitest';
import {
  isFallbackScene,
  isKnownScene,
  SCENE_DESCRIPTIONS,
  SceneType,
  shouldGoToLessonCenter,
} from './scene-types.ts';

describe('scene table', () => {
  it('has the spec codes and our 94-99 mapping', () => {
    expect(Object.values(SceneType).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 15, 16, 94, 95, 96, 97, 98, 99,
    ]);
    expect(SceneType.phoneAuthRefused).toBe(94);
    expect(SceneType.phoneAuthBalanceInsufficient).toBe(95);
    expect(SceneType.mutualExclusionFallback).toBe(96);
    expect(SceneType.enrolmentFallback).toBe(97);
    expect(SceneType.classAssignmentFallback).toBe(98);
    expect(SceneType.genericFallback).toBe(99);
  });

  it('describes every scene', () => {
    for (const code of Object.values(SceneType)) expect(SCENE_DESCRIPTIONS[code]).toMatch(/\w/);
  });

  it.each([
    [1, true],
    [8, false],
    [12, false],
    [16, true],
    [17, false],
    [94, true],
    [100, false],
  ])('isKnownScene(%i) -> %s', (code, expected) => {
    expect(isKnownScene(code)).toBe(expected);
  });

  it.each([
    [93, false],
    [94, true],
    [97, true],
    [99, true],
    [100, false],
    [3, false],
  ])('isFallbackScene(%i) -> %s', (code, expected) => {
    expect(isFallbackScene(code)).toBe(expected);
  });
});

describe('shouldGoToLessonCenter', () => {
  it.each([
    [{ scene: 1, isJoinGroup: true, isToLessonCenter: true }, true],
    [{ scene: 1, isJoinGroup: 1, isToLessonCenter: 1 }, true],
    [{ scene: '1', isJoinGroup: true, isToLessonCenter: true }, true],
    [{ scene: 1, isJoinGroup: false, isToLessonCenter: true }, false],
    [{ scene: 1, isJoinGroup: 0, isToLessonCenter: true }, false],
    [{ scene: 1, isJoinGroup: true, isToLessonCenter: false }, false],
    [{ scene: 5, isJoinGroup: false, isToLessonCenter: true }, true],
    [{ scene: 5, isJoinGroup: null, isToLessonCenter: 1 }, true],
    [{ scene: 5, isJoinGroup: true, isToLessonCenter: 0 }, false],
    [{ scene: 5, isJoinGroup: true, isToLessonCenter: undefined }, false],
    [{ scene: 2, isJoinGroup: true, isToLessonCenter: true }, false],
    [{ scene: 4, isJoinGroup: true, isToLessonCenter: true }, false],
    [{ scene: null, isJoinGroup: true, isToLessonCenter: true }, false],
  ])('%j -> %s', (input, expected) => {
    expect(shouldGoToLessonCenter(input)).toBe(expected);
  });
});
