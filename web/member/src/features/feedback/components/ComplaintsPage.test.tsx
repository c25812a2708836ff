import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { ComplaintsPage } from './ComplaintsPage';

const problem = (status: number, extra: object = {}) => ({
  type: 'about:blank',
  title: 'Problem',
  status,
  code: 'x',
  messageKey: 'error.internal',
  detail: 'Something went wrong',
  ...extra,
});

async function setup() {
  await renderPage(<ComplaintsPage />, { path: '/submitting-complaints-and-suggestions' });
  return userEvent.setup();
}

/** Fills every text field with values the shared schema accepts. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Aisha Rahman');
  await user.type(screen.getByLabelText('Email'), 'Aisha@Example.com');
  await user.type(screen.getByLabelText('Mobile number'), '+971 50 123 4567');
  await user.type(screen.getByLabelText('Your message'), 'Search shows members outside my age range.');
}

describe('complaints and suggestions page', () => {
  it('sends the chosen type, toasts the spec text, resets the form and shows the reference', async () => {
    const calls = stubFetch({
      'POST /api/cms/feedback': () => ({
        status: 201,
        body: { id: '0198a5b2-0000-7000-8000-0000000000f1', reference: 'MW-204842', status: 'new' },
      }),
    });
    const user = await setup();
    await user.click(screen.getByRole('radio', { name: 'Complaint' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Request sent successfully')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.pathname).toBe('/api/cms/feedback');
    expect(posts[0]?.body).toEqual({
      type: 'complaint',
      userName: 'Aisha Rahman',
      email: 'aisha@example.com',
      mobile: '+971501234567',
      description: 'Search shows members outside my age range.',
    });
    const panel = screen.getByRole('region', { name: 'Thank you, we have received your message' });
    // The short reference to quote, not the message's id.
    expect(panel).toHaveTextContent('Reference number: MW-204842');
    expect(panel).not.toHaveTextContent('0198a5b2');
    expect(panel).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Complaint' })).not.toBeChecked();
  });

  it('sends a suggestion when the member picks it', async () => {
    const calls = stubFetch({
      'POST /api/cms/feedback': () => ({
        status: 201,
        body: { id: '7', reference: 'MW-10007', status: 'new' },
      }),
    });
    const user = await setup();
    await user.click(screen.getByRole('radio', { name: 'Suggestion' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Request sent successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ type: 'suggestion' });
  });

  it('asks for the type before sending anything', async () => {
    const calls = stubFetch({});
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Type is required.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What would you like to send?' })).toHaveAccessibleDescription(
      'Type is required.',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows an invalid email only once the field loses focus', async () => {
    stubFetch({});
    const user = await setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'aisha@');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it("puts the server's field error under the mobile field", async () => {
    const message = 'This mobile number cannot receive our calls.';
    stubFetch({
      'POST /api/cms/feedback': () => ({
        status: 400,
        body: problem(400, {
          errors: [{ field: 'mobile', code: 'invalid_format', messageKey: 'validation.phone', message }],
        }),
      }),
    });
    const user = await setup();
    await user.click(screen.getByRole('radio', { name: 'Complaint' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(mobile).toHaveFocus();
    expect(screen.queryByText('Send failed')).not.toBeInTheDocument();
    expect(mobile).toHaveValue('+971 50 123 4567');
  });

  it("shows the server's own words when too many messages were sent", async () => {
    const detail = 'Too many attempts. Please try again in 540 seconds.';
    stubFetch({
      'POST /api/cms/feedback': () => ({
        status: 429,
        body: problem(429, { code: 'rate_limited', messageKey: 'error.rateLimited', detail }),
      }),
    });
    const user = await setup();
    await user.click(screen.getByRole('radio', { name: 'Suggestion' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByText('Send failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Request sent successfully')).not.toBeInTheDocument();
  });

  it('toasts "Send failed" when the server fails for another reason', async () => {
    stubFetch({ 'POST /api/cms/feedback': () => ({ status: 500, body: problem(500) }) });
    const user = await setup();
    await user.click(screen.getByRole('radio', { name: 'Complaint' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Send failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Aisha Rahman');
  });

  it('clears a shown message while the member types the fix, but never shows a new one before blur', async () => {
    stubFetch({});
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Your name');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));

    await user.type(name, 'Aisha');
    // Still focused, already right: the message is gone, so nothing moves when "Send" is pressed.
    expect(name).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-email');
    // A shown "required" stays as it is while the value is still wrong; the new rule waits for blur.
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Email is required\./);
    await user.tab();
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(/Email is required\./));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
