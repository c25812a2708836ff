import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubUploads } from '../../../test/fake-xhr';
import { image, ownProfile } from '../../../test/profile/fixtures';
import { openOwnProfile } from '../../../test/profile/open-profile';

const MB = 1024 * 1024;
const jpeg = (bytes: number, name = 'photo.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

/** Object URLs (jsdom has none): the preview's address, and proof it is released afterwards. */
function stubObjectUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const revoke = vi.fn();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = revoke;
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { revoke };
}

describe('profile uploads', () => {
  it('refuses a photo over 5 MB on the spot, says why, and sends nothing', async () => {
    const sent = stubUploads();
    const { calls, user } = await openOwnProfile();
    const input = screen.getByLabelText('Add a photo');
    await user.upload(input, jpeg(5 * MB + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image size must be less than 5MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses a CV of a kind the server does not take', async () => {
    const sent = stubUploads();
    await openOwnProfile();
    // As if the member switched the picker to "all files": `accept` no longer filters.
    const user = userEvent.setup({ applyAccept: false });
    const doc = new File(['x'], 'cv.docx', { type: 'application/msword' });
    await user.upload(screen.getByLabelText('Upload a CV'), doc);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CV must be a PDF, an XLSX sheet or an image.',
    );
    expect(sent).toEqual([]);
  });

  it('uploads a photo with its preview and progress, then shows the album from the API', async () => {
    const { revoke } = stubObjectUrls();
    const sent = stubUploads(() => ({ status: 201, body: image('p3') }));
    let photos = [image('p1'), image('p2')];
    const { user } = await openOwnProfile(ownProfile(), {
      'GET /api/profile/me': () => ({ body: ownProfile({ media: { ...ownProfile().media, photos } }) }),
    });
    photos = [...photos, image('p3')];
    await user.upload(screen.getByLabelText('Add a photo'), jpeg(300_000, 'garden.jpg'));

    // While it goes up: the chosen image, its name and a real progress bar.
    expect(screen.getByRole('img', { name: 'Preview of the image being uploaded' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const bar = await screen.findByRole('progressbar', { name: 'Uploading garden.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));

    expect(await screen.findByText('image uploaded')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/profile/me/photos' });
    expect(sent[0]!.file?.name).toBe('garden.jpg');
    expect(sent[0]!.headers.Authorization).toBe('Bearer member-token');
    expect(await screen.findByRole('img', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:preview');
  });

  it("says the server's reason when it refuses the file (the album is full)", async () => {
    stubUploads(() => ({
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'photo_limit',
        messageKey: 'error.photoLimit',
        detail: 'Your album can hold up to 12 photos. Please delete one first.',
      },
    }));
    const { user } = await openOwnProfile();
    await user.upload(screen.getByLabelText('Add a photo'), jpeg(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your album can hold up to 12 photos.');
  });

  it('says "Image upload failed" when the connection drops', async () => {
    stubUploads(() => ({ status: 502 }));
    const { user } = await openOwnProfile();
    await user.upload(screen.getByLabelText('Add a profile photo'), jpeg(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image upload failed');
  });
});
