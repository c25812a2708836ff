import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@mawadda/contracts/locale';
import { memberProfile } from '../../../test/profile/fixtures';
import { openMemberProfile } from '../../../test/profile/open-profile';
import { OTHER_ID, problem, relationship } from '../../../test/social/fixtures';
import { toasts } from '../../../test/social/open-page';

type Routes = Parameters<typeof openMemberProfile>[1];

const DETAILS_NEEDED = 'Please describe the problem in at least 10 characters.';

const receipt = (reason: string) => ({
  status: 201,
  body: { id: 'rep-1', memberId: OTHER_ID, reason, status: 'open', createdAt: '2026-11-20T10:00:00Z' },
});

/** The profile, the "more" menu, and the report dialog open. */
async function openReport(routes: Routes = {}, locale: Locale = 'en') {
  const { calls } = await openMemberProfile(
    OTHER_ID,
    {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship() }),
      ...routes,
    },
    locale,
  );
  const user = userEvent.setup();
  const en = locale === 'en';
  await user.click(
    await screen.findByRole('button', { name: en ? 'More actions for Maryam Hassan' : /Maryam Hassan/ }),
  );
  await user.click(screen.getByRole('button', { name: en ? 'Report' : 'إبلاغ' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  const sent = () => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/social/reports');
  return { user, dialog, sent };
}

const field = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('textbox', { name, hidden: true });

describe('reporting a member', () => {
  it('asks for a reason before sending, and sends nothing meanwhile', async () => {
    const { user, dialog, sent } = await openReport();
    expect(dialog).toHaveAccessibleName('Report Maryam Hassan');
    await user.click(within(dialog).getByRole('button', { name: 'Send report', hidden: true }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(sent()).toEqual([]);
    // Choices validate on change: picking one clears the message at once.
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or asking for money', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText('Reason is required.')).not.toBeInTheDocument());
  });

  it('"Something else" needs a few words: said on leaving the field, gone once they are there', async () => {
    const { user, dialog, sent } = await openReport({ 'POST /api/social/reports': () => receipt('other') });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else', hidden: true }));
    const details = field(dialog, /^Details/);
    await user.click(details);
    await user.type(details, 'Odd');
    // Nothing while typing: the rule speaks on blur.
    expect(within(dialog).queryByText(DETAILS_NEEDED)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog).findByText(DETAILS_NEEDED)).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    await user.type(details, ' messages asking for money');
    await waitFor(() => expect(details).not.toHaveAttribute('aria-invalid'));

    await user.click(within(dialog).getByRole('button', { name: 'Send report', hidden: true }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Thank you. Our team will review your report.'));
    expect(sent().map((c) => c.body)).toEqual([
      { memberId: OTHER_ID, reason: 'other', details: 'Odd messages asking for money', block: false },
    ]);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('drops the details message when the reason changes to one that needs none', async () => {
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else', hidden: true }));
    await user.click(field(dialog, /^Details/));
    await user.tab();
    expect(await within(dialog).findByText(DETAILS_NEEDED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate photos', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText(DETAILS_NEEDED)).not.toBeInTheDocument());
  });

  it('reports and blocks in one step: the profile then shows the block', async () => {
    let blocking = false;
    const { user, dialog, sent } = await openReport({
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship({ blocking }) }),
      'POST /api/social/reports': () => {
        blocking = true;
        return receipt('harassment');
      },
    });
    await user.click(
      within(dialog).getByRole('radio', { name: 'Harassment or unwanted contact', hidden: true }),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Also block Maryam Hassan', hidden: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report', hidden: true }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(
        'Thank you. Our team will review your report, and Maryam Hassan is now blocked.',
      ),
    );
    expect(sent()[0]?.body).toMatchObject({ reason: 'harassment', block: true });
    expect(await screen.findByRole('region', { name: 'You have blocked Maryam Hassan' })).toBeInTheDocument();
  });

  it('says so when this member is already reported (409), keeping what was typed', async () => {
    const { user, dialog } = await openReport({
      'POST /api/social/reports': () =>
        problem(
          409,
          'report.alreadyOpen',
          'You have already reported this member. Our team is reviewing it.',
          {
            field: 'memberId',
            errors: [
              {
                field: 'memberId',
                code: 'already_reported',
                messageKey: 'report.alreadyOpen',
                message: 'You have already reported this member. Our team is reviewing it.',
              },
            ],
          },
        ),
    });
    await user.click(
      within(dialog).getByRole('radio', { name: 'Fake profile or impersonation', hidden: true }),
    );
    await user.type(field(dialog, /^Details/), 'Photos are from a magazine');
    await user.click(within(dialog).getByRole('button', { name: 'Send report', hidden: true }));
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      'Your report was not sent. You have already reported this member. Our team is reviewing it.',
    );
    expect(field(dialog, /^Details/)).toHaveValue('Photos are from a magazine');
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });

  it('speaks Arabic on the Arabic page, messages included', async () => {
    const { user, dialog } = await openReport({}, 'ar');
    expect(dialog).toHaveAccessibleName('الإبلاغ عن Maryam Hassan');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ', hidden: true }));
    expect(await within(dialog).findByText('السبب مطلوب.')).toBeInTheDocument();
  });
});
