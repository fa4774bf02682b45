// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  it('is a 48px #FF5330 spinner announced as loading', () => {
    render(<Loader />);
    const loader = screen.getByRole('status', { name: '加载中' });
    expect(loader.style.getPropertyValue('--app-loader-size')).toBe('48px');
    expect(loader.style.getPropertyValue('--app-loader-color')).toBe('#FF5330');
  });

  it('takes another size, colour and label', () => {
    render(<Loader size={24} color="#fff" label="支付中" fullScreen />);
    const loader = screen.getByRole('status', { name: '支付中' });
    expect(loader.style.getPropertyValue('--app-loader-size')).toBe('24px');
    expect(loader.className).toContain('app-loader-full');
  });
});
