import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { PlanComparison } from './PlanComparison';

describe('PlanComparison', () => {
  it('marks each value with a drawn icon beside its words, never a text glyph', async () => {
    await renderPage(<PlanComparison />, { locale: 'ar' });
    const table = screen.getByRole('table');
    expect(table.textContent).not.toMatch(/[✓✕–]/);
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(10);
    for (const cell of cells) {
      const mark = cell.querySelector('svg');
      expect(mark).not.toBeNull();
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(cell.textContent?.trim()).not.toBe('');
    }
  });
});
