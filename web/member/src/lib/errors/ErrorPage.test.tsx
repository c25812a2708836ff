import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ErrorView } from './ErrorPage';

describe('the error view', () => {
  it('offers no retry for a 404: what is not there will not appear by trying again', async () => {
    await renderPage(<ErrorView status={404} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('offers the retry for a failure on our side', async () => {
    await renderPage(<ErrorView status={500} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
