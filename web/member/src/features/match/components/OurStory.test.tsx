import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Story } from '@mawadda/contracts';
import { renderPage, stubFetch } from '../../../test/render';
import { OurStory } from './OurStory';

const ME = '0190a000-0000-7000-8000-000000000001';
const OMAR = '0190a000-0000-7000-8000-000000000002';
const PAIR = '0190a000-0000-7000-8000-0000000000aa';
const BODY = 'We wrote to each other for a month, our families met, and after istikhara we married.';

const story = (over: Partial<Story> = {}): Story => ({
  id: '0190a000-0000-7000-8000-0000000000bb',
  pairId: PAIR,
  title: 'How we met',
  body: BODY,
  languages: ['en', 'ar'],
  names: ['Amina', 'O.'],
  status: 'draft',
  revision: 1,
  agreedBy: [],
  lastEditedBy: ME,
  rejectReason: null,
  publishedAt: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

const open = (locale: 'en' | 'ar' = 'en') =>
  renderPage(<OurStory pairId={PAIR} me={ME} otherName="Omar Saleh" />, {
    locale,
    path: locale === 'en' ? '/en/path/x' : '/path/x',
  });

const url = `/api/match/pairs/${PAIR}/story`;

describe('OurStory (write our story)', () => {
  it('writes the first draft with the languages and one-word names chosen', async () => {
    const calls = stubFetch({
      [`GET ${url}`]: () => ({ body: { story: null } }),
      [`PUT ${url}`]: (body) => ({ body: { story: story(body as Partial<Story>) } }),
    });
    await open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Write our story' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'How we met');
    await user.type(screen.getByLabelText('Your story'), BODY);
    await user.click(screen.getByRole('checkbox', { name: 'العربية' }));
    await user.type(screen.getByLabelText('Your first name or initial'), 'Amina');
    await user.type(screen.getByLabelText('Omar Saleh’s first name or initial'), 'O.');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.body).toEqual({
      title: 'How we met',
      body: BODY,
      languages: ['en', 'ar'],
      names: ['Amina', 'O.'],
    });
    expect(await screen.findByText(/Neither of you has agreed to publish it yet/)).toBeInTheDocument();
    // The names as the language joins two of them, as the public story shows them.
    expect(screen.getByText(/Signed: Amina and O\./)).toBeInTheDocument();
  });

  it('the other agreed: I agree to the revision I read and it goes to review', async () => {
    const calls = stubFetch({
      [`GET ${url}`]: () => ({ body: { story: story({ agreedBy: [OMAR], revision: 3 }) } }),
      [`POST ${url}/agree`]: () => ({
        body: { story: story({ agreedBy: [OMAR, ME], revision: 3, status: 'pending' }) },
      }),
    });
    await open();
    expect(await screen.findByText(/Omar Saleh agreed and waits for you/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agree to publish this text' }));
    expect(calls.find((c) => c.url.pathname.endsWith('/agree'))?.body).toEqual({ revision: 3 });
    expect(
      await screen.findByText('You both agreed: our team is reading it before it is published.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw the story' })).toBeInTheDocument();
  });

  it("shows the team's reason in Arabic and the API's field message for a full name", async () => {
    stubFetch({
      [`GET ${url}`]: () => ({
        body: { story: story({ status: 'rejected', rejectReason: 'احذفا اسم المدينة' }) },
      }),
      [`PUT ${url}`]: () => ({
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          code: 'validation_failed',
          messageKey: 'validation.failed',
          detail: 'تحقّق من الحقول المشار إليها.',
          errors: [
            {
              field: 'names.0',
              code: 'invalid_format',
              messageKey: 'match.storyNameOneWord',
              message: 'اكتب كلمة واحدة لكل اسم: الاسم الأول أو الأحرف الأولى.',
            },
          ],
        },
      }),
    });
    await open('ar');
    expect(await screen.findByText('أعاد فريقنا قصتكما إليكما.')).toBeInTheDocument();
    expect(screen.getByText('احذفا اسم المدينة')).toBeInTheDocument();
    // Two names joined with Arabic's "and", never an ampersand.
    expect(screen.getByText(/Amina وO\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'تعديل' }));
    await user.click(screen.getByRole('button', { name: 'احفظ المسودة' }));
    expect(
      await screen.findByText('الأسماء: اكتب كلمة واحدة لكل اسم: الاسم الأول أو الأحرف الأولى.'),
    ).toBeInTheDocument();
  });
});
