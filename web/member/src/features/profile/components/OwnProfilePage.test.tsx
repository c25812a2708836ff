import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image, ownProfile } from '../../../test/profile/fixtures';
import { openOwnProfile, requests } from '../../../test/profile/open-profile';

/** A detail's chip on the page: its label, the value and any "only you" mark. */
const detail = (label: string) => screen.getByText(label, { selector: '.chip__label' }).closest('.chip')!;
/** What a section says is still missing, under its chips. */
const missingIn = (section: string) =>
  screen
    .getByRole('heading', { level: 2, name: section })
    .closest('details')!
    .querySelector('.profile-fold__missing');

describe('own profile, view mode', () => {
  it('shows who the member is, how complete the profile is and what is still missing', async () => {
    await openOwnProfile();
    expect(document.title).toBe('My profile | Mawadda');
    expect(screen.getByText('30 years old')).toBeInTheDocument();
    expect(screen.getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();

    const bar = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(bar).toHaveAttribute('aria-valuenow', '52');
    expect(bar).toHaveAttribute('aria-valuetext', '52%');
    const missing = within(screen.getByRole('list', { name: 'Still to add:' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(missing).toEqual(['Hair colour', 'Build', 'Weight (kg)', 'Financial situation', 'Profile photo']);

    expect(screen.getByText(/I teach children to read/)).toBeInTheDocument();
    expect(detail('Profession or job')).toHaveTextContent('Teacher');
    expect(detail('Eye colour')).toHaveTextContent('Brown');
    expect(detail('Marital status')).toHaveTextContent('Single');
    // Not a chip: named under the section's chips, with the way to add it.
    expect(screen.queryByText('Hair colour', { selector: '.chip__label' })).not.toBeInTheDocument();
    expect(missingIn('Appearance')).toHaveTextContent('Not added yet: Weight (kg), Build, and Hair colour');
    // Private to the owner, and said so.
    expect(detail('Date of birth')).toHaveTextContent('April 12, 1995');
    expect(detail('Date of birth')).toHaveTextContent('Only you can see this');
    // Men-only questions are not asked of a woman, not even as "not added yet".
    expect(screen.queryByText('Beard')).not.toBeInTheDocument();
    expect(screen.queryByText('Number of wives')).not.toBeInTheDocument();
    for (const name of ['Basic information', 'Appearance', 'Education and work', 'Faith and lifestyle']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('reads like her public page: answers and folding chip sections, each with its edit action', async () => {
    const { user } = await openOwnProfile(
      ownProfile({ prompts: [{ prompt: 'spouse', answer: 'Kindness, and a sense of humour.' }] }),
    );
    const answers = screen.getByRole('region', { name: 'In my own words' });
    expect(
      within(answers).getByRole('heading', { level: 3, name: 'What I am looking for in a spouse' }),
    ).toBeInTheDocument();
    expect(within(answers).getByText('Kindness, and a sense of humour.')).toBeInTheDocument();
    // The same folding sections as on the public page, the first one open.
    const folds = [...document.querySelectorAll('details.profile-fold')];
    expect(folds.map((d) => d.querySelector('summary h2')?.textContent)).toEqual([
      'Basic information',
      'Appearance',
      'Education and work',
      'Faith and lifestyle',
      'Family and plans',
    ]);
    expect(folds.map((d) => d.hasAttribute('open'))).toEqual([true, false, false, false, false]);
    expect(detail('Profession or job')).toHaveTextContent('Teacher');

    await user.click(screen.getByRole('button', { name: 'Edit: Appearance' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit your profile' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save answers' })).toBeInTheDocument();
  });

  it('invites her to answer the questions when she has written none', async () => {
    const { user } = await openOwnProfile(ownProfile({ prompts: [] }));
    await user.click(screen.getByRole('button', { name: 'Answer questions about you' }));
    expect(await screen.findByRole('button', { name: 'Save answers' })).toBeInTheDocument();
  });

  it('uses the signed media URLs exactly as the API gave them', async () => {
    await openOwnProfile();
    const photo = screen.getByRole('img', { name: 'Photo 1 of 2' });
    const [small, medium, large] = image('p1').variants;
    expect(photo).toHaveAttribute('src', medium!.url);
    expect(photo).toHaveAttribute('srcset', `${small!.url} 320w, ${medium!.url} 640w, ${large!.url} 1024w`);
    expect(screen.getByText('2 of 12 photos')).toBeInTheDocument();
  });

  it('says in Arabic how old the member is, with the right plural form', async () => {
    await openOwnProfile(ownProfile({ fullName: 'أمينة صالح' }), {}, 'ar');
    expect(screen.getByText('30 عامًا')).toBeInTheDocument();
    expect(screen.getByText('دبي، الإمارات العربية المتحدة')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'اكتمال الملف الشخصي' })).toBeInTheDocument();
  });

  it('deletes an album photo only after "Are you sure?", then says "image deleted"', async () => {
    const { calls, user } = await openOwnProfile(ownProfile(), {
      'DELETE /api/profile/me/photos/p1': () => ({ status: 204 }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    let dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Are you sure? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(requests(calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('image deleted')).toBeInTheDocument();
    expect(requests(calls, 'DELETE')).toEqual(['DELETE /api/profile/me/photos/p1']);
    // The album is read again from the API, and focus stays in the album.
    await waitFor(() => expect(requests(calls, 'GET').filter((r) => r.endsWith('/me'))).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Photo album' })).toHaveFocus();
  });

  it('makes the profile private with the switch, and explains what that means', async () => {
    const { calls, user } = await openOwnProfile(ownProfile(), {
      'PATCH /api/profile/me': () => ({ body: ownProfile({ visibility: 'private' }) }),
    });
    const toggle = screen.getByRole('switch', { name: 'Private profile' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ visibility: 'private' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(/shown only to followers you have accepted/);
  });

  it('waits for a profile still being created right after registration', async () => {
    let asked = 0;
    const profile = ownProfile();
    await openOwnProfile(profile, {
      'GET /api/profile/me': () => {
        asked += 1;
        return asked === 1
          ? {
              status: 404,
              body: {
                type: 'x',
                title: 'Not Found',
                status: 404,
                code: 'not_found',
                messageKey: 'error.notFound',
                detail: 'Page not found',
              },
            }
          : { body: profile };
      },
    });
    expect(asked).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
