import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UpdateParams } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { localized } from '../../test/localized';
import { FaqEdit } from './FaqForm';

const record = {
  id: 7,
  order: 2,
  isActive: true,
  question: localized('Question'),
  answer: localized('Answer'),
};

function editFaq() {
  const updates: UpdateParams[] = [];
  const dataProvider = {
    getOne: () => Promise.resolve({ data: record }) as never,
    update: (_: string, params: UpdateParams) => {
      updates.push(params);
      return Promise.resolve({ data: { ...params.data, id: 7 } }) as never;
    },
  };
  const ui = (
    <Routes>
      <Route path="/faq/:id" element={<FaqEdit />} />
      <Route path="/faq" element={<p>faq list</p>} />
    </Routes>
  );
  return {
    updates,
    render: () => renderInAdmin(ui, { role: 'admin', resource: 'faq', path: '/faq/7', dataProvider }),
  };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (locale: string) => document.getElementById(`translatable-content-${locale}`)!;
/** The form is on screen once the Arabic tab shows the record's question. */
const loaded = () => waitFor(() => expect(panel('ar')).not.toBeNull());

describe('FAQ edit', () => {
  it('writes each locale in its own tab and direction, and saves all five as the contract input', async () => {
    const { updates, render } = editFaq();
    await render();
    await loaded();

    const arQuestion = await within(panel('ar')).findByDisplayValue('Question بالعربية');
    expect(arQuestion).toHaveAttribute('dir', 'rtl');
    expect(arQuestion).toHaveAttribute('lang', 'ar');

    fireEvent.click(tab('English'));
    const enQuestion = within(panel('en')).getByDisplayValue('Question in English');
    expect(enQuestion).toHaveAttribute('dir', 'ltr');
    expect(within(panel('ur')).getByDisplayValue('Question اردو میں')).toHaveAttribute('dir', 'rtl');
    expect(within(panel('tr')).getByDisplayValue('Question Türkçe')).toHaveAttribute('lang', 'tr');
    fireEvent.change(enQuestion, { target: { value: 'How do I start?' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    // Exactly faqInputSchema: no id, every locale of both texts.
    expect(updates[0]!.data).toEqual({
      order: 2,
      isActive: true,
      question: { ...localized('Question'), en: 'How do I start?' },
      answer: localized('Answer'),
    });
  });

  it('refuses a blank locale with the API message, in the staff language, without saving', async () => {
    const { updates, render } = editFaq();
    await render();
    await loaded();
    await within(panel('ar')).findByDisplayValue('Question بالعربية');

    fireEvent.click(tab('Persian'));
    const faAnswer = within(panel('fa')).getByDisplayValue('Answer به فارسی');
    expect(faAnswer).toHaveAttribute('dir', 'rtl');
    fireEvent.change(faAnswer, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Answer (Markdown) (Persian) is required.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('previews the Markdown answer live, as the site renders it', async () => {
    const { render } = editFaq();
    await render();
    await loaded();
    const arAnswer = await within(panel('ar')).findByDisplayValue('Answer بالعربية');

    fireEvent.change(arAnswer, {
      target: { value: '## خطوات\n\n**أولًا** سجّل\n\n<script>alert(1)</script>' },
    });

    const preview = within(panel('ar')).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(within(preview).getByRole('heading', { level: 2, name: 'خطوات' })).toBeInTheDocument();
    expect(within(preview).getByText('أولًا').tagName).toBe('STRONG');
    // Raw HTML is not rendered: nothing a writer types can run script.
    expect(preview.querySelector('script')).toBeNull();
  });
});
