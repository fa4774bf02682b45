import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture at the size asked', () => {
    const { container } = render(<Avatar src="/uploads/avatars/a.png" name="王老师" size={44} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/avatars/a.png');
    expect(img.style.width).toBe('44px');
  });

  it('shows the first character of the name for an empty URL, and after the picture fails to load', () => {
    const { container, rerender } = render(<Avatar src="" name="王老师" size={44} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('王')).toBeTruthy();
    rerender(<Avatar src="/uploads/avatars/gone.png" name="李老师" size={44} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('李')).toBeTruthy();
    rerender(<Avatar src="/uploads/avatars/new.png" name="李老师" size={44} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/avatars/new.png');
  });
});
