export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/** An Android phone inside the messaging app: the tests run as a learner inside WeChat. */
export const MESSAGING_APP_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

export const PLAIN_MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // E2E_CHROMIUM_EXTRA: more switches, space-separated, to measure a Chromium option on the suite (docs/testing.md)
  ...(process.env.E2E_CHROMIUM_EXTRA ? process.env.E2E_CHROMIUM_EXTRA.split(/\s+/).filter(Boolean) : []),
];

/** A desktop Chrome on Windows: the operator console's browser. */
export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** The console's first admin of the e2e server (ADMIN_BOOTSTRAP_LOGIN / ADMIN_BOOTSTRAP_PASSWORD). */
export const CONSOLE_ADMIN = { login: 'e2e-admin', password: 'E2e-Console-Admin-2026' } as const;
