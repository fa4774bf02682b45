import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COVER_PLACEHOLDER, CoverImage } from './cover-image';

describe('CoverImage', () => {
  it('shows the cover it is given, with the classes and attributes of the page', () => {
    render(<CoverImage src="/uploads/covers/a.png" className="od-cover" alt="课程" loading="lazy" />);
    const img = screen.getByRole('img', { name: '课程' });
    expect(img.getAttribute('src')).toBe('/uploads/covers/a.png');
    expect(img.className).toBe('od-cover');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('data-cover-missing')).toBe(false);
  });

  it('shows the placeholder for an empty or missing URL, never an <img src="">', () => {
    for (const src of ['', null, undefined]) {
      const { unmount } = render(<CoverImage src={src} alt="封面" />);
      const img = screen.getByRole('img', { name: '封面' });
      expect(img.getAttribute('src')).toBe(COVER_PLACEHOLDER);
      expect(img.hasAttribute('data-cover-missing')).toBe(true);
      unmount();
    }
  });

  it('falls back to the placeholder when the picture fails to load, and shows a new URL again', () => {
    const { rerender } = render(<CoverImage src="/uploads/covers/gone.png" alt="封面" />);
    const img = screen.getByRole('img', { name: '封面' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(COVER_PLACEHOLDER);
    rerender(<CoverImage src="/uploads/covers/new.png" alt="封面" />);
    expect(screen.getByRole('img', { name: '封面' }).getAttribute('src')).toBe('/uploads/covers/new.png');
  });
});
