import type { AdminGroupDetail } from '@lumus/contract/admin/admin-groups';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { slugOf, type CheckedGroup, type GroupCandidate } from './group-draft';
import { GroupFormView } from './group-form-view';

// The form's own behaviour, through its props: no server and no stand-in for one. GroupForm binds
// it to the admin API; that path is tested for real by the server's group tests and admin.e2e.

const BELA = {
  id: 12,
  displayName: 'Bela Star',
  photoUrl: '/api/media/avatar/bela.svg',
  suspended: false,
};
const PSYCHICS: GroupCandidate[] = [
  { id: 11, displayName: 'Ada Moon', photoUrl: '/api/media/avatar/ada.svg', suspended: false },
  BELA,
  { id: 13, displayName: 'Cara Sun', photoUrl: '/api/media/avatar/cara.svg', suspended: true },
];

function existingGroup(): AdminGroupDetail {
  return {
    id: 5,
    slug: 'liebe',
    titleEn: 'Love',
    titleDe: 'Liebe',
    sortOrder: 2,
    memberCount: 1,
    members: [BELA],
  };
}

function renderForm(
  group: AdminGroupDetail | null,
  {
    language = 'en',
    pending = false,
    failure = null,
  }: { language?: 'en' | 'de'; pending?: boolean; failure?: string | null } = {},
) {
  const onSave = vi.fn<(checked: CheckedGroup) => void>();
  const onCancel = vi.fn<() => void>();
  const searches: string[] = [];
  // The search box is controlled by the caller, as GroupForm does with its query.
  function Harness() {
    const [search, setSearch] = useState('');
    return (
      <GroupFormView
        group={group}
        candidates={PSYCHICS.filter((psychic) => psychic.displayName.includes(search))}
        search={search}
        onSearch={(next) => {
          searches.push(next);
          setSearch(next);
        }}
        pending={pending}
        failure={failure}
        onSave={onSave}
        onCancel={onCancel}
      />
    );
  }
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <Harness />
    </I18nextProvider>,
  );
  return { onSave, onCancel, searches, user: userEvent.setup() };
}

function memberNames(): (string | null)[] {
  return within(screen.getByTestId('group-members'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('group form', () => {
  it('makes the page address from the English title', () => {
    expect(slugOf('  Love & Tarot – Ünlimited! ')).toBe('love-tarot-unlimited');
  });

  it('says what is missing and saves nothing; typing clears that field’s message', async () => {
    const { user, onSave } = renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Enter 2 to 80 characters.')).toHaveLength(2);
    expect(
      screen.getByText('Use 2 to 80 lower-case letters, digits and single hyphens.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title (English)'), 'Lo');
    expect(screen.getByLabelText('Title (English)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title (German)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Enter 2 to 80 characters.')).toHaveLength(1);
  });

  it('refuses an order outside 0 to 10000', async () => {
    const { user, onSave } = renderForm(existingGroup());
    await user.clear(screen.getByLabelText('Order'));
    await user.type(screen.getByLabelText('Order'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number from 0 to 10000.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('creates a group with the psychics picked, in the order picked (Enter submits)', async () => {
    const { user, onSave } = renderForm(null);
    await user.type(screen.getByLabelText('Title (English)'), 'Love & tarot');
    await user.type(screen.getByLabelText('Title (German)'), 'Liebe & Tarot');
    expect(screen.getByLabelText('Page address')).toHaveValue('love-tarot');
    expect(screen.getByText('No psychics in this group yet.')).toBeInTheDocument();
    expect(screen.getByText('Cara Sun (Suspended)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Cara Sun' }));
    await user.click(screen.getByRole('button', { name: 'Add Ada Moon' }));
    await user.click(screen.getByRole('button', { name: 'Add Bela Star' }));
    expect(screen.getByRole('button', { name: 'Add Ada Moon' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Ada Moon' })).toHaveTextContent('Added');
    await user.click(screen.getByRole('button', { name: 'Remove Bela Star' }));
    expect(screen.getByRole('button', { name: 'Add Bela Star' })).toBeEnabled();
    expect(memberNames()).toEqual(['Cara SunRemove', 'Ada MoonRemove']);
    expect(screen.getByRole('group', { name: '2 psychics' })).toBeInTheDocument();
    screen.getByLabelText('Order').focus();
    await user.keyboard('{Enter}');
    expect(onSave.mock.calls).toEqual([
      [
        {
          payload: {
            titleEn: 'Love & tarot',
            titleDe: 'Liebe & Tarot',
            slug: 'love-tarot',
            sortOrder: 0,
          },
          memberIds: [13, 11],
        },
      ],
    ]);
  });

  it('stops following the title once the address is typed by hand', async () => {
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Title (English)'), 'Night');
    await user.clear(screen.getByLabelText('Page address'));
    await user.type(screen.getByLabelText('Page address'), 'owls');
    await user.type(screen.getByLabelText('Title (English)'), ' readers');
    expect(screen.getByLabelText('Page address')).toHaveValue('owls');
  });

  it('hands the search to its caller and offers what it found', async () => {
    const { user, searches } = renderForm(null);
    await user.type(screen.getByLabelText('Find a psychic to add'), 'Bela');
    expect(searches.at(-1)).toBe('Bela');
    expect(screen.getByRole('button', { name: 'Add Bela Star' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Ada Moon' })).toBeNull();
  });

  it('edits a group in German, keeps its address and members unless changed', async () => {
    const { user, onSave } = renderForm(existingGroup(), { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Love bearbeiten' })).toBeInTheDocument();
    expect(memberNames()).toEqual(['Bela StarEntfernen']);
    expect(screen.getByRole('button', { name: 'Bela Star hinzufügen' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Titel (Englisch)'));
    await user.type(screen.getByLabelText('Titel (Englisch)'), 'Love and more');
    expect(screen.getByLabelText('Seitenadresse')).toHaveValue('liebe');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave.mock.calls).toEqual([
      [
        {
          payload: { titleEn: 'Love and more', titleDe: 'Liebe', slug: 'liebe', sortOrder: 2 },
          memberIds: [12],
        },
      ],
    ]);
  });

  it('shows why a save failed, keeps the draft, and cancels without saving', async () => {
    const { user, onSave, onCancel } = renderForm(existingGroup(), {
      failure: 'This page address is taken.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This page address is taken.');
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Love');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cannot be sent twice while a save is under way', () => {
    renderForm(existingGroup(), { pending: true });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});
