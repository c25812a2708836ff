import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CreateParams, UpdateParams } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { localized } from '../../test/localized';
import { QuestionCreate, QuestionEdit } from './QuestionForm';

const record = {
  id: 'children',
  order: 3,
  active: true,
  text: localized('Children'),
  choices: [
    { id: 'soon', label: localized('Soon') },
    { id: 'later', label: localized('Later') },
  ],
  answers: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function editQuestion(lang: 'en' | 'ar' = 'en') {
  const updates: UpdateParams[] = [];
  const dataProvider = {
    getOne: () => Promise.resolve({ data: record }) as never,
    update: (_: string, params: UpdateParams) => {
      updates.push(params);
      return Promise.resolve({ data: { ...record, ...params.data } }) as never;
    },
  };
  const ui = (
    <Routes>
      <Route path="/questions/:id" element={<QuestionEdit />} />
      <Route path="/questions" element={<p>questions list</p>} />
    </Routes>
  );
  return {
    updates,
    render: () =>
      renderInAdmin(ui, {
        role: 'admin',
        resource: 'questions',
        path: '/questions/children',
        dataProvider,
        lang,
      }),
  };
}

const panel = (locale: string) => document.getElementById(`translatable-content-${locale}`)!;
const loaded = () => waitFor(() => expect(panel('ar')).not.toBeNull());

describe("Families' question edit", () => {
  it('writes the question and its answers in each tab, and keeps the answers and their ids', async () => {
    const { updates, render } = editQuestion();
    await render();
    await loaded();
    expect(await screen.findByText(/Members gave 4 answers to this question/)).toBeInTheDocument();

    const arText = await within(panel('ar')).findByDisplayValue('Children بالعربية');
    expect(arText).toHaveAttribute('dir', 'rtl');
    expect(within(panel('ar')).getByDisplayValue('Later بالعربية')).toHaveAttribute('lang', 'ar');

    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    const enSoon = within(panel('en')).getByDisplayValue('Soon in English');
    expect(enSoon).toHaveAttribute('dir', 'ltr');
    fireEvent.change(enSoon, { target: { value: 'Soon after the wedding' } });
    // Questions are retired, never deleted; answers already offered are never removed.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove new answer/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    // Exactly familyQuestionInputSchema: no id, count or dates; the answers keep their ids.
    expect(updates[0]!.data).toEqual({
      order: 3,
      active: true,
      text: localized('Children'),
      choices: [
        { id: 'soon', label: { ...localized('Soon'), en: 'Soon after the wedding' } },
        { id: 'later', label: localized('Later') },
      ],
    });
  });

  it('refuses a blank Arabic question with the API message, without saving', async () => {
    const { updates, render } = editQuestion();
    await render();
    await loaded();
    const arText = await within(panel('ar')).findByDisplayValue('Children بالعربية');
    fireEvent.change(arText, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question (Arabic) is required.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('refuses a new answer written in Arabic only', async () => {
    const { updates, render } = editQuestion();
    await render();
    await loaded();
    await within(panel('ar')).findByDisplayValue('Children بالعربية');
    fireEvent.click(screen.getByRole('button', { name: 'Add an answer' }));
    expect(await screen.findByRole('button', { name: 'Remove new answer 3' })).toBeInTheDocument();
    fireEvent.change(within(panel('ar')).getAllByRole('textbox').at(-1)!, {
      target: { value: 'كما يشاء الله' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answers offered (English) is required.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('adds an answer written in every language, sent without an id for the service to give', async () => {
    const { updates, render } = editQuestion();
    await render();
    await loaded();
    await within(panel('ar')).findByDisplayValue('Children بالعربية');
    fireEvent.click(screen.getByRole('button', { name: 'Add an answer' }));
    await screen.findByRole('button', { name: 'Remove new answer 3' });
    fireEvent.change(within(panel('ar')).getAllByRole('textbox').at(-1)!, {
      target: { value: 'كما يشاء الله' },
    });
    const tabs = { en: 'English', ur: 'Urdu', fa: 'Persian', tr: 'Turkish' };
    for (const [locale, name] of Object.entries(tabs)) {
      fireEvent.click(screen.getByRole('tab', { name }));
      fireEvent.change(within(panel(locale)).getAllByRole('textbox').at(-1)!, {
        target: { value: `As Allah wills ${locale}` },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect((updates[0]!.data as { choices: object[] }).choices[2]).toEqual({
      label: {
        ar: 'كما يشاء الله',
        en: 'As Allah wills en',
        ur: 'As Allah wills ur',
        fa: 'As Allah wills fa',
        tr: 'As Allah wills tr',
      },
    });
  });
});

describe("Families' question create", () => {
  it('starts with two blank answers and sends the contract input, in Arabic', async () => {
    const created: CreateParams[] = [];
    const dataProvider = {
      create: (_: string, params: CreateParams) => {
        created.push(params);
        return Promise.resolve({ data: { ...params.data, id: 'q_1' } }) as never;
      },
    };
    await renderInAdmin(<QuestionCreate />, {
      role: 'admin',
      resource: 'questions',
      path: '/questions/create',
      dataProvider,
      lang: 'ar',
    });
    await loaded();
    const fields = within(panel('ar')).getAllByRole('textbox');
    expect(fields).toHaveLength(3);
    expect(fields[0]).toHaveAttribute('dir', 'rtl');
    fireEvent.change(fields[0]!, { target: { value: 'من يدير ميزانية البيت؟' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    // Every blank text is marked, and nothing is sent.
    await waitFor(() =>
      expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(3),
    );
    expect(created).toHaveLength(0);
  });
});
