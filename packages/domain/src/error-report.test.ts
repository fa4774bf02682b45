import { describe, expect, it } from 'vitest';
import { buildErrorReport, ERROR_REPORT_LEVELS, ErrorReportCode, errorTypeOf } from './error-report.ts';

describe('errorTypeOf', () => {
  it.each([
    [12000, 1],
    [12003, 1],
    [32000, 3],
    [32001, 3],
    [9, 9],
  ])('%i -> %i', (code, expected) => {
    expect(errorTypeOf(code)).toBe(expected);
  });
});

describe('codes and levels', () => {
  it('matches the spec table', () => {
    expect(ERROR_REPORT_LEVELS).toEqual({ 12000: 1, 12001: 2, 12002: 2, 12003: 2, 32000: 1, 32001: 2 });
    expect(ErrorReportCode.fallbackOfficialAccountQr).toBe(12002);
    expect(ErrorReportCode.paymentOrderCreation).toBe(32000);
  });
});

describe('buildErrorReport', () => {
  it('builds the report fields', () => {
    expect(
      buildErrorReport({
        code: 32000,
        pageUrl: 'https://h5.example/order?id=1',
        description: 'submitOrderPay code 5000',
      }),
    ).toEqual({
      errorCode: 32000,
      errorType: 3,
      exceptionType: 2,
      exceptionPageUrl: 'https://h5.example/order?id=1',
      description: 'submitOrderPay code 5000',
      level: 1,
    });
  });

  it('uses the code description when none is given', () => {
    const report = buildErrorReport({
      code: ErrorReportCode.fallbackOfficialAccountQr,
      pageUrl: '/pageTemplate/x',
    });
    expect(report.description).toBe('fallback showing an official-account QR');
    expect(report.level).toBe(2);
    expect(report.errorType).toBe(1);
  });
});
