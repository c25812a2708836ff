import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { ContactPage } from './ContactPage';

describe('contact page', () => {
  it('sends a message of type contact without asking for a type', async () => {
    const calls = stubFetch({
      'POST /api/cms/feedback': () => ({ status: 201, body: { id: '81', status: 'new' } }),
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

  it('tells a signed-in member the message is linked to the account, and sends the token', async () => {
    localStorage.setItem('token', 'member-token');
    const calls = stubFetch({
      'POST /api/cms/feedback': () => ({ status: 201, body: { id: '82', status: 'new' } }),
    });
    await renderPage(<ContactPage />, {
      path: '/contact-us',
      state: { auth: { isAuthenticated: true }, token: 'member-token' },
    });
    const user = userEvent.setup();
    expect(
      screen.getByText('You are logged in, so this message will be linked to your account.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Yusuf Khan');
    await user.type(screen.getByLabelText('Email'), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '+971507654321');
    await user.type(screen.getByLabelText('Your message'), 'Please call me back.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Request sent successfully');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('speaks Arabic: labels, the validation message and the success toast', async () => {
    stubFetch({ 'POST /api/cms/feedback': () => ({ status: 201, body: { id: '83', status: 'new' } }) });
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
