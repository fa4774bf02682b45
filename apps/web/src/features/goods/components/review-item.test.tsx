// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewItem } from './review-item';

describe('ReviewItem', () => {
  afterEach(cleanup);

  // 22:30 UTC on 4 January is 5 January in Beijing; scripts/test.sh also runs this file under TZ=America/New_York.
  it('shows the Beijing date of a review, whatever the phone zone', () => {
    render(
      <ReviewItem
        review={{
          id: 1,
          nickname: '张**',
          rating: 5,
          content: '很好',
          images: [],
          createdAt: '2026-01-04T22:30:05Z',
        }}
      />,
    );
    expect(screen.getByTestId('review-1').querySelector('time')?.textContent).toBe('2026-01-05');
  });
});
