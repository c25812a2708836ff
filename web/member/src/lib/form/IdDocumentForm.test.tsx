import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../test/render';
import { IdDocumentForm } from './IdDocumentForm';

const open = async (locale: 'en' | 'ar' = 'en') => {
  stubFetch({});
  const onSend = vi.fn();
  const prefix = locale === 'en' ? '/en' : '';
  await renderPage(<IdDocumentForm busy={false} onSend={onSend} sendLabel="Send the document" />, {
    locale,
    routePath: `${prefix}/verification`,
    path: `${prefix}/verification`,
  });
  return { onSend, user: userEvent.setup() };
};

const card = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });

describe('IdDocumentForm', () => {
  it('asks the full name as on the document and sends it with the file', async () => {
    const { onSend, user } = await open();
    await user.type(screen.getByLabelText('Your full name as on the document'), 'Amina Saleh Al Mansouri');
    await user.upload(screen.getByLabelText('Send the document'), card);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Amina Saleh Al Mansouri', card));
  });

  it('sends nothing without the name, and says why under it', async () => {
    const { onSend, user } = await open();
    await user.upload(screen.getByLabelText('Send the document'), card);
    const name = screen.getByLabelText('Your full name as on the document');
    await waitFor(() =>
      expect(document.getElementById(`${name.id}-error`)).toHaveTextContent(
        'Full name as on the ID is required.',
      ),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('speaks Arabic on the Arabic page', async () => {
    await open('ar');
    expect(screen.getByLabelText('اسمك الكامل كما في الوثيقة')).toBeInTheDocument();
  });
});
