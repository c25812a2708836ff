import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminUI, type UpdateParams } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { adminResources } from '../admin-resources';

const text = (en: string) => ({ ar: `${en} ع`, en, ur: `${en} ا`, fa: `${en} ف`, tr: `${en} t` });
const draft = {
  id: 4,
  slug: 'app-launch',
  status: 'draft',
  publishedAt: null,
  image: '/images/covers/app.jpg',
  title: text('The app is here'),
  summary: text('Short'),
  body: text('Long body'),
  author: null,
};

describe('Publish from the news list', () => {
  it('publishes a draft by saving the whole post with its status changed, as the contract input', async () => {
    const updates: UpdateParams[] = [];
    await renderInAdmin(<AdminUI>{adminResources('admin')}</AdminUI>, {
      role: 'admin',
      path: '/news',
      dataProvider: {
        getList: () => Promise.resolve({ data: [draft], total: 1 }) as never,
        update: (_: string, params: UpdateParams) => {
          updates.push(params);
          return Promise.resolve({ data: { ...draft, ...params.data, id: 4 } }) as never;
        },
      },
    });
    const row = (await screen.findByText('The app is here')).closest('tr')!;

    fireEvent.click(within(row).getByRole('switch', { name: 'Publish' }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.id).toBe(4);
    // The API replaces the post: every field of postInputSchema, and nothing else (no id).
    expect(updates[0]!.data).toEqual({
      slug: 'app-launch',
      status: 'published',
      publishedAt: null,
      image: '/images/covers/app.jpg',
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      author: null,
    });
  });
});
