import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VerificationItem } from '@mawadda/contracts';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { approveVerification, rejectVerification } from './decisions';
import { VerificationShow } from './VerificationShow';

vi.mock('./decisions', () => ({
  approveVerification: vi.fn(async () => ({})),
  rejectVerification: vi.fn(async () => ({})),
}));

const item = (over: Partial<VerificationItem> = {}): VerificationItem => ({
  id: 'v1',
  memberId: 'member-1',
  memberName: 'Maryam Saleh',
  kind: 'selfie',
  status: 'pending',
  gesture: 'touch_left_ear',
  file: { url: '/api/profile/media/verification/v1/image.webp?v=staff', contentType: 'image/webp' },
  profilePhotos: [
    {
      id: 'p1',
      width: 640,
      height: 640,
      variants: [{ width: 320, url: '/api/profile/media/member-1/p1/w320.webp' }],
      createdAt: '2026-03-01T10:00:00.000Z',
      moderation: 'approved',
    },
  ],
  submittedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  note: null,
  ...over,
});

async function show(record: VerificationItem, lang: 'en' | 'ar' = 'en') {
  await renderInAdmin(
    <Routes>
      <Route path="/verifications/:id/show" element={<VerificationShow />} />
    </Routes>,
    {
      resource: 'verifications',
      path: `/verifications/${record.id}/show`,
      lang,
      dataProvider: { getOne: vi.fn(async () => ({ data: record })) },
    },
  );
}

beforeEach(() => vi.clearAllMocks());

describe('verification check', () => {
  it('shows the legal name the member gave with an ID document', async () => {
    await show(item({ kind: 'id', gesture: null, legalName: 'Maryam Ahmed Saleh' }));
    expect(await screen.findByText('Legal name, as on the ID:')).toBeInTheDocument();
    expect(screen.getByText('Maryam Ahmed Saleh')).toBeInTheDocument();
  });

  it('shows a declaration’s document with what the member declared, and decides it like the ID', async () => {
    await show(
      item({
        kind: 'marital',
        gesture: null,
        document: 'divorce_certificate',
        declared: { maritalState: 'divorced', hasChildren: 'yes-living-with-me', wives: null },
        file: {
          url: '/api/profile/media/verification/v1/document.pdf?v=staff',
          contentType: 'application/pdf',
        },
      }),
    );
    expect(await screen.findByText('Divorce certificate')).toBeInTheDocument();
    expect(screen.getByText('Marital status')).toBeInTheDocument();
    expect(screen.getByText('Divorced')).toBeInTheDocument();
    expect(screen.queryByText('Wives now')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the document (PDF)' })).toHaveAttribute(
      'href',
      expect.stringContaining('/verification/v1/document.pdf'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approveVerification).toHaveBeenCalledWith('v1'));
  });

  it('reads a declaration’s document in Arabic', async () => {
    await show(
      item({
        kind: 'marital',
        gesture: null,
        document: 'family_book',
        declared: { maritalState: 'widowed', hasChildren: 'no', wives: null },
      }),
      'ar',
    );
    expect(await screen.findByText('دفتر العائلة')).toBeInTheDocument();
    expect(screen.getByText('الحالة الاجتماعية')).toBeInTheDocument();
  });

  it('shows the selfie beside the profile photos, with the gesture asked', async () => {
    await show(item());
    const selfie = await screen.findByRole('img', { name: 'Submitted image' });
    expect(selfie).toHaveAttribute('src', expect.stringContaining('/verification/v1/image.webp'));
    expect(screen.getByRole('img', { name: 'Approved profile photos 1' })).toBeVisible();
    expect(screen.getByText('Touch your left ear')).toBeVisible();
  });

  it('approves, and rejects with a reason and a note', async () => {
    await show(item());
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approveVerification).toHaveBeenCalledWith('v1'));

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.change(await screen.findByLabelText(/Staff note/), { target: { value: 'Right ear' } });
    fireEvent.click(screen.getByText('Not the gesture asked for'));
    await waitFor(() =>
      expect(rejectVerification).toHaveBeenCalledWith('v1', {
        reason: 'gesture_mismatch',
        note: 'Right ear',
      }),
    );
  });

  it('says the file is gone once decided, and offers no decision', async () => {
    await show(
      item({
        status: 'rejected',
        file: null,
        reason: 'face_mismatch',
        decidedAt: '2026-03-02T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('The file was deleted when it was decided.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByText(/Face does not match the photos/)).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await show(item(), 'ar');
    expect(await screen.findByRole('button', { name: 'قبول' })).toBeVisible();
    expect(screen.getByText('المس أذنك اليسرى')).toBeVisible();
  });
});
