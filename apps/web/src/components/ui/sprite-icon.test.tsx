import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spriteIcon } from './sprite-icon';

const Calendar = spriteIcon('/assets/icons-abc.svg#calendar', 'calendar');

describe('an icon drawn from the sprite', () => {
  it('links to its symbol with lucide-react’s outer svg, hidden from screen readers by default', () => {
    const { container } = render(<Calendar className="size-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('use')).toHaveAttribute('href', '/assets/icons-abc.svg#calendar');
    expect(svg).toHaveAttribute('class', 'lucide lucide-calendar size-4');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('is read out when it is labelled, as lucide-react decides it', () => {
    const { getByRole, container } = render(
      <>
        <Calendar role="img" aria-label="Date" />
        <Calendar aria-labelledby="date-heading" />
      </>,
    );
    expect(getByRole('img', { name: 'Date' })).not.toHaveAttribute('aria-hidden');
    expect(container.querySelectorAll('svg')[1]).not.toHaveAttribute('aria-hidden');
  });
});
