import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manProfile, ownProfile } from '../../../test/profile/fixtures';
import { openOwnProfile } from '../../../test/profile/open-profile';
import { openPreferences, saves } from '../test/open-preferences';

/** A wish's fieldset, by its name. */
const wish = (name: string) => screen.getByRole('group', { name });
const level = (name: string, importance: 'Any' | 'Nice to have' | 'Must have') =>
  within(wish(name)).getByRole('radio', { name: importance });
const save = () => screen.getByRole('button', { name: 'Save my wishes' });
/** The message under a control, tied to it by aria-describedby. */
const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? null;

describe('what I am looking for', () => {
  it('says first that the wishes are private, and loads the saved ones', async () => {
    await openPreferences({
      saved: {
        age: { value: { min: 25, max: 35 }, importance: 'must' },
        smoking: { value: ['no'], importance: 'nice' },
        countries: { value: ['AE'], importance: 'nice' },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'What I am looking for' })).toBeInTheDocument();
    expect(screen.getByText(/only you see your wishes, and your guardian if you allow it/)).toBeInTheDocument();
    expect(document.title).toBe('What I am looking for | Mawadda');

    expect(level('Age', 'Must have')).toBeChecked();
    expect(within(wish('Age')).getByRole('combobox', { name: 'Minimum age' })).toHaveValue('25');
    expect(within(wish('Age')).getByRole('combobox', { name: 'Maximum age' })).toHaveValue('35');
    expect(within(wish('Age')).getByText(/A dealbreaker/)).toBeInTheDocument();
    expect(level('Smoking', 'Nice to have')).toBeChecked();
    // She looks for a man: the answers describe him.
    expect(within(wish('Smoking')).getByRole('checkbox', { name: 'Non-smoker' })).toBeChecked();
    expect(within(wish('Smoking')).getByRole('checkbox', { name: 'Smoker' })).not.toBeChecked();
    expect(
      within(wish('Countries')).getByRole('button', { name: 'Remove United Arab Emirates' }),
    ).toBeInTheDocument();
    // A wish not set is "any", with nothing to fill in.
    expect(level('Prayer', 'Any')).toBeChecked();
    expect(within(wish('Prayer')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('saves a must and a nice wish as the API takes them', async () => {
    const { calls, user } = await openPreferences();
    await user.click(level('Age', 'Must have'));
    await user.selectOptions(within(wish('Age')).getByRole('combobox', { name: 'Minimum age' }), '27');
    await user.selectOptions(within(wish('Age')).getByRole('combobox', { name: 'Maximum age' }), '36');
    await user.click(level('Prayer', 'Nice to have'));
    expect(within(wish('Prayer')).getByText(/A plus/)).toBeInTheDocument();
    await user.click(within(wish('Prayer')).getByRole('checkbox', { name: 'Always' }));
    await user.click(within(wish('Prayer')).getByRole('checkbox', { name: 'Mostly' }));
    await user.click(save());

    expect(await screen.findByText('Your wishes are saved')).toBeInTheDocument();
    expect(saves(calls)).toEqual([
      {
        age: { value: { min: 27, max: 36 }, importance: 'must' },
        prayer: { value: ['always', 'mostly'], importance: 'nice' },
      },
    ]);
  });

  it('removes a wish set back to "any"', async () => {
    const { calls, user } = await openPreferences({
      saved: {
        age: { value: { min: 25, max: 35 }, importance: 'must' },
        smoking: { value: ['no'], importance: 'nice' },
      },
    });
    await user.click(level('Smoking', 'Any'));
    expect(within(wish('Smoking')).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(save());
    await screen.findByText('Your wishes are saved');
    expect(saves(calls)).toEqual([{ age: { value: { min: 25, max: 35 }, importance: 'must' } }]);
  });

  it('asks for an answer before saving a wish that matters with nothing ticked', async () => {
    const { calls, user } = await openPreferences();
    await user.click(level('Sect', 'Must have'));
    await user.click(save());
    const answers = within(wish('Sect')).getByRole('group', { name: 'I would accept any of these' });
    await waitFor(() => expect(errorOf(answers)).toBe('Sect is required.'));
    expect(saves(calls)).toEqual([]);
  });

  it("shows the server's field error on its field, in the page's words", async () => {
    const { user } = await openPreferences({
      saved: { age: { value: { min: 25, max: 35 }, importance: 'must' } },
      routes: {
        'PUT /api/profile/me/preferences': () => ({
          status: 400,
          body: {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            messageKey: 'validation.failed',
            detail: 'max must be at most 100.',
            errors: [
              {
                field: 'age.value.max',
                code: 'too_big',
                messageKey: 'validation.max',
                message: 'max must be at most 100.',
                params: { field: 'max', max: 100 },
              },
            ],
          },
        }),
      },
    });
    await user.click(save());
    expect(await screen.findByText('Your wishes could not be saved')).toBeInTheDocument();
    const max = within(wish('Age')).getByRole('combobox', { name: 'Maximum age' });
    await waitFor(() => expect(errorOf(max)).toBe('Maximum age must be at most 100.'));
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveFocus();
    // Placed on its field, so no message for the whole form.
    expect(screen.queryByText('max must be at most 100.')).not.toBeInTheDocument();
  });

  it('takes places or a distance from her city, never both', async () => {
    const { calls, user } = await openPreferences({
      saved: { countries: { value: ['AE', 'SA'], importance: 'nice' } },
    });
    expect(screen.getByRole('radio', { name: 'In countries or cities I choose' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Distance from my city' })).not.toBeInTheDocument();

    const distance = screen.getByRole('radio', { name: 'Within a distance of my city' });
    await user.click(distance);
    expect(screen.queryByRole('group', { name: 'Countries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cities' })).not.toBeInTheDocument();
    // Changing one's mind keeps what was chosen on the other side until saving.
    await user.click(screen.getByRole('radio', { name: 'In countries or cities I choose' }));
    expect(within(wish('Countries')).getByRole('button', { name: 'Remove Saudi Arabia' })).toBeInTheDocument();

    await user.click(distance);
    await user.click(level('Distance from my city', 'Must have'));
    await user.selectOptions(
      within(wish('Distance from my city')).getByRole('combobox', { name: 'How far from my city' }),
      'Within 250 km',
    );
    await user.click(save());
    await screen.findByText('Your wishes are saved');
    // The places are not sent with the distance: saving replaces them.
    expect(saves(calls)).toEqual([{ distanceKm: { value: 250, importance: 'must' } }]);
    expect(distance).toBeChecked();
  });

  it('finds a country by typing, and offers only the cities of the countries chosen', async () => {
    const { calls, user } = await openPreferences();
    await user.click(level('Countries', 'Must have'));
    await user.type(within(wish('Countries')).getByRole('searchbox', { name: 'Search countries' }), 'saud');
    const countries = within(wish('Countries')).getAllByRole('checkbox');
    expect(countries.map((c) => c.closest('label')!.textContent)).toEqual(['Saudi Arabia']);
    await user.click(countries[0]!);

    await user.click(level('Cities', 'Nice to have'));
    const cities = within(wish('Cities'))
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent);
    expect(cities).toContain('Riyadh · Saudi Arabia');
    expect(cities.some((c) => c.includes('Dubai'))).toBe(false);
    await user.click(within(wish('Cities')).getByRole('checkbox', { name: /Riyadh/ }));
    await user.click(save());
    await screen.findByText('Your wishes are saved');
    expect(saves(calls)).toEqual([
      {
        countries: { value: ['SA'], importance: 'must' },
        cities: { value: ['SA-RUH'], importance: 'nice' },
      },
    ]);
  });

  it('cannot offer a distance to a member with no city on her profile', async () => {
    await openPreferences({ profile: ownProfile({ city: null }) });
    expect(screen.getByRole('radio', { name: 'Within a distance of my city' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Within a distance of my city' })).toHaveAccessibleDescription(
      'Add your city to your profile to choose a distance.',
    );
  });

  it('asks a woman how many wives he may already have, and a man never', async () => {
    const { calls, user } = await openPreferences();
    await user.click(level('Co-wives', 'Must have'));
    const wives = within(wish('Co-wives')).getByRole('combobox', { name: 'The most wives he may already have' });
    expect(wives).toHaveValue('0');
    expect(within(wives).getByRole('option', { name: 'None: I would be his only wife' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Verified members only' }));
    await user.click(save());
    await screen.findByText('Your wishes are saved');
    expect(saves(calls)).toEqual([{ wives: { value: 0, importance: 'must' }, verifiedOnly: true }]);
  });

  it('does not ask a man about co-wives, and words the answers for the woman he looks for', async () => {
    await openPreferences({ profile: manProfile() });
    expect(screen.queryByRole('group', { name: 'Co-wives' })).not.toBeInTheDocument();
    expect(screen.queryByText('The most wives he may already have')).not.toBeInTheDocument();
  });
});

describe('what I am looking for, in Arabic', () => {
  it('speaks to a woman in the feminine and words the answers for the man she looks for', async () => {
    const { user } = await openPreferences({ profile: ownProfile({ fullName: 'أمينة صالح' }), locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'ما أبحث عنه' })).toBeInTheDocument();
    expect(screen.getByText(/أخبرينا بما يهمكِ/)).toBeInTheDocument();
    expect(screen.getByText(/إن سمحتِ له بذلك/)).toBeInTheDocument();
    await user.click(within(wish('الالتزام الديني')).getByRole('radio', { name: 'شرط أساسي' }));
    expect(within(wish('الالتزام الديني')).getByRole('checkbox', { name: 'ملتزم' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الزوجات الأخريات' })).toBeInTheDocument();
  });

  it('speaks to a man in the masculine and words the answers for the woman he looks for', async () => {
    const { user } = await openPreferences({ profile: manProfile({ fullName: 'يوسف كريم' }), locale: 'ar' });
    expect(screen.getByText(/أخبرنا بما يهمك/)).toBeInTheDocument();
    await user.click(within(wish('الالتزام الديني')).getByRole('radio', { name: 'شرط أساسي' }));
    expect(within(wish('الالتزام الديني')).getByRole('checkbox', { name: 'ملتزمة' })).toBeInTheDocument();
    await user.click(within(wish('الحالة الاجتماعية')).getByRole('radio', { name: 'يُفضَّل' }));
    const marital = within(wish('الحالة الاجتماعية'))
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent);
    // A woman here is never married: not offered.
    expect(marital).toEqual(['عزباء', 'مطلّقة', 'أرملة']);
  });
});

describe('the way there', () => {
  it('links "What I am looking for" from the own profile page', async () => {
    await openOwnProfile();
    expect(screen.getByRole('link', { name: 'What I am looking for' })).toHaveAttribute(
      'href',
      '/en/profile/preferences',
    );
  });
});
