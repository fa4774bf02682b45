import { hmacSign, md5Sign, nextRequestTimestamp, type SignPayload } from './sign.ts';

/** Header names of the request convention, written once for the web client, the tests and the benches. */
export const RequestHeader = {
  timestamp: 'timestamp',
  token: 'token',
  partnerCode: 'partnerCode',
  businessPlateFrom: 'businessPlateFrom',
  putinShopCode: 'putinShopCode',
  putinChannel: 'putinChannel',
  teacherToken: 'teacherToken',
  sign: 'sign',
} as const;

export type RequestHeaderInput = {
  payload: SignPayload | undefined | null;
  token: string;
  partnerCode: string;
  putinShopCode?: string;
  putinChannel?: string;
  teacherToken?: string;
  /** Leave out for a fresh, strictly increasing timestamp (nextRequestTimestamp); tests pass their own clock. */
  timestamp?: number;
} & ({ signMode: 'md5'; salt: string } | { signMode: 'hmac'; hmacKey: string });

export async function buildRequestHeaders(input: RequestHeaderInput): Promise<Record<string, string>> {
  const timestamp = input.timestamp ?? nextRequestTimestamp();
  const sign =
    input.signMode === 'md5'
      ? md5Sign({ payload: input.payload, timestamp, token: input.token, salt: input.salt })
      : await hmacSign({ payload: input.payload, timestamp, token: input.token, key: input.hmacKey });
  const headers: Record<string, string> = {
    [RequestHeader.timestamp]: String(timestamp),
    [RequestHeader.token]: input.token,
    [RequestHeader.partnerCode]: input.partnerCode,
    [RequestHeader.businessPlateFrom]: '1',
    [RequestHeader.putinShopCode]: input.putinShopCode ?? '',
    [RequestHeader.putinChannel]: input.putinChannel ?? '',
    [RequestHeader.sign]: sign,
  };
  if (input.teacherToken) headers[RequestHeader.teacherToken] = input.teacherToken;
  return headers;
}

/** The service a path belongs to: its first segment ('putin', 'user', 'course', …), or 'api/v3' for lead activities. */
export function serviceOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api' && segments[1]) return `api/${segments[1]}`;
  return segments[0] ?? '';
}
