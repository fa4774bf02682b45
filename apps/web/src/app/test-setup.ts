/**
 * Vitest setup of apps/web (jsdom, one per worker: `isolate: false` in vite.config.ts): unmount what each test
 * rendered and clear the storage it wrote, so that the next file starts as a new visitor would.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
