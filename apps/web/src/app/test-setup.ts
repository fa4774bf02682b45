/** Vitest setup of apps/web (jsdom): unmount what each test rendered. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
