import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ToastProvider, TOAST_MS, useToast } from './toast';

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.info('Saved')}>
      Save
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows a toast for its time, then takes it away', () => {
  render(
    <ToastProvider>
      <Saver />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
  act(() => vi.advanceTimersByTime(TOAST_MS));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('leaves no timer behind when the page goes before its toast does', () => {
  const page = render(
    <ToastProvider>
      <Saver />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  page.unmount();
  // A timer left running would update the provider after it was gone (and after a test's window).
  expect(vi.getTimerCount()).toBe(0);
});
