import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { ContactPage } from './ContactPage';

const account = {
  id: '0198a5b2-0000-7000-8000-0000000000a7',
  kind: 'individual',
  role: 'member',
  status: 'active',
  email: 'yusuf@example.com',
  phone: '+971507654321',
  fullName: 'Yusuf Khan',
  gender: 'male',
  createdAt: '2026-01-10T08:00:00.000Z',
  emailVerifiedAt: '2026-01-10T08:05:00.000Z',
  phoneVerifiedAt: null,
};

describe('contact page', () => {
  it('sends a message of type contact without asking for a type', async () => {
    const calls = stubFetch({
      'POST /api/cms/feedback': () => ({
        status: 201,
        body: { id: '81', reference: 'MW-100081', status: 'new' },
      }),
    });
    await renderPage(<ContactPage />, { path: '/contact-us' });
    const user = userEvent.setup();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a complaint or suggestion' })).toHaveAttribute(
      'href',
      '/en/submitting-complaints-and-suggestions',
    );

    await user.type(screen.getByLabelText('Your name'), 'Yusuf Khan');
    await user.type(screen.getByLabelText('Email'), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '00971 50 765 4321');
    await user.type(screen.getByLabelText('Your message'), 'How do I change my email?');
    expect(screen.getByText('25 / 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Request sent successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'contact',
      userName: 'Yusuf Khan',
      email: 'yusuf@example.com',
      mobile: '+971507654321',
      description: 'How do I change my email?',
    });
    // The reset keeps the fixed type: a second message is a contact message too.
    expect(screen.getByText('0 / 5000 characters')).toBeInTheDocument();
  });

  it('fills in a signed-in member’s name, email and phone, links the message and sends the token', async () => {
    localStorage.setItem('token', 'member-token');
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: account }),
      'POST /api/cms/feedback': () => ({
        status: 201,
        body: { id: '82', reference: 'MW-100082', status: 'new' },
      }),
    });
    await renderPage(<ContactPage />, {
      path: '/contact-us',
      state: { auth: { isAuthenticated: true }, token: 'member-token' },
    });
    const user = userEvent.setup();
    expect(
      screen.getByText('You are logged in, so this message will be linked to your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Yusuf Khan'));
    expect(screen.getByLabelText('Email')).toHaveValue('yusuf@example.com');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+971507654321');
    await user.type(screen.getByLabelText('Your message'), 'Please call me back.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Request sent successfully');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.get('Authorization')).toBe('Bearer member-token');
    expect(post.body).toEqual({
      type: 'contact',
      userName: 'Yusuf Khan',
      email: 'yusuf@example.com',
      mobile: '+971507654321',
      description: 'Please call me back.',
    });
    // Ready for a second message: her details stay, the message is cleared.
    expect(screen.getByLabelText('Your name')).toHaveValue('Yusuf Khan');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('keeps what a member typed before her account arrived, and fills only the rest', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    stubFetch({ 'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)) });
    await renderPage(<ContactPage />, { path: '/contact-us', state: { auth: { isAuthenticated: true } } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Y. Khan');
    answer({ body: account });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('yusuf@example.com'));
    expect(screen.getByLabelText('Your name')).toHaveValue('Y. Khan');
  });

  it('asks a guest for everything and reads no account', async () => {
    const calls = stubFetch({});
    await renderPage(<ContactPage />, { path: '/contact-us' });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(calls).toEqual([]);
  });

  it('speaks Arabic: labels, the validation message and the success toast', async () => {
    stubFetch({
      'POST /api/cms/feedback': () => ({
        status: 201,
        body: { id: '83', reference: 'MW-100083', status: 'new' },
      }),
    });
    await renderPage(<ContactPage />, { locale: 'ar', path: '/contact-us' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('اسمك'), 'عائشة');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'aisha@example.com');
    await user.type(screen.getByLabelText('رقم الجوال'), '+971501234567');
    await user.type(screen.getByLabelText('رسالتك'), 'قصير');
    await user.tab();
    expect(screen.getByLabelText('رسالتك')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('رسالتك'));
    await user.type(screen.getByLabelText('رسالتك'), 'أود الاستفسار عن الاشتراك السنوي.');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('تم إرسال الطلب بنجاح')).toBeInTheDocument();
  });
});
