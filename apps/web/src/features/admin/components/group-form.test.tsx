import type { AdminGroupDetail } from '@lumus/contract/admin/admin-groups';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { GroupForm } from './group-form';
import { slugOf } from './group-draft';

const PSYCHICS = [
  { id: 11, displayName: 'Ada Moon' },
  { id: 12, displayName: 'Bela Star' },
  { id: 13, displayName: 'Cara Sun' },
].map((psychic) => ({
  ...psychic,
  slug: slugOf(psychic.displayName),
  photoUrl: '/api/media/avatar/x.svg',
  bioEn: 'b',
  bioDe: 'b',
  categories: ['tarot'],
  languages: ['en'],
  experienceYears: 1,
  pricePerMinuteMinor: 100,
  platformSharePercent: null,
  status: 'offline',
  suspended: false,
  countryCode: null,
  mobile: null,
  rating: 0,
  reviewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

type Sent = { url: string; body: unknown };
let sent: Sent[] = [];

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ status: 'success', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function detail(id: number, body: Record<string, unknown>, memberIds: number[] = []) {
  const members = PSYCHICS.filter((p) => memberIds.includes(p.id)).map((p) => ({
    id: p.id,
    displayName: p.displayName,
    photoUrl: p.photoUrl,
    suspended: false,
  }));
  return {
    id,
    slug: 'x',
    titleEn: 'x',
    titleDe: 'x',
    sortOrder: 0,
    ...body,
    memberCount: members.length,
    members,
  };
}

beforeEach(() => {
  sent = [];
  let saved: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (url.includes('admin/consultants/list')) {
        return answer({ items: PSYCHICS, total: 3, page: 1, pageSize: 20 });
      }
      sent.push({ url, body });
      if (url.includes('admin/groups/save')) {
        saved = body as Record<string, unknown>;
        return answer(detail(7, saved));
      }
      if (url.includes('admin/groups/members')) {
        return answer(detail(7, saved, (body as { consultantIds: number[] }).consultantIds));
      }
      return Promise.reject(new Error(`unexpected ${url}`));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(group: AdminGroupDetail | null, language: 'en' | 'de' = 'en') {
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <GroupForm group={group} onDone={onDone} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('group form', () => {
  it('makes the page address from the English title', () => {
    expect(slugOf('  Love & Tarot – Ünlimited! ')).toBe('love-tarot-unlimited');
  });

  it('says what is missing and sends nothing', async () => {
    const { user, onDone } = renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Enter 2 to 80 characters.')).toHaveLength(2);
    expect(
      screen.getByText('Use 2 to 80 lower-case letters, digits and single hyphens.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('creates a group with the psychics picked (Enter submits)', async () => {
    const { user, onDone } = renderForm(null);
    await user.type(screen.getByLabelText('Title (English)'), 'Love & tarot');
    await user.type(screen.getByLabelText('Title (German)'), 'Liebe & Tarot');
    expect(screen.getByLabelText('Page address')).toHaveValue('love-tarot');
    await user.click(await screen.findByRole('button', { name: 'Add Cara Sun' }));
    await user.click(screen.getByRole('button', { name: 'Add Ada Moon' }));
    await user.click(screen.getByRole('button', { name: 'Add Bela Star' }));
    expect(screen.getByRole('button', { name: 'Add Ada Moon' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Bela Star' }));
    const members = screen.getByTestId('group-members');
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cara SunRemove', 'Ada MoonRemove']);
    screen.getByLabelText('Order').focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1);
    });
    expect(sent.map((entry) => [entry.url.replace(/^.*\/admin\//, ''), entry.body])).toEqual([
      [
        'groups/save',
        { titleEn: 'Love & tarot', titleDe: 'Liebe & Tarot', slug: 'love-tarot', sortOrder: 0 },
      ],
      ['groups/members', { id: 7, consultantIds: [13, 11] }],
    ]);
  });

  it('edits a group in German and keeps its address unless it is typed', async () => {
    const group = detail(
      5,
      { slug: 'liebe', titleEn: 'Love', titleDe: 'Liebe', sortOrder: 2 },
      [12],
    );
    const { user, onDone } = renderForm(group, 'de');
    await user.clear(screen.getByLabelText('Titel (Englisch)'));
    await user.type(screen.getByLabelText('Titel (Englisch)'), 'Love and more');
    expect(screen.getByLabelText('Seitenadresse')).toHaveValue('liebe');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1);
    });
    expect(sent.map((entry) => entry.body)).toEqual([
      { id: 5, titleEn: 'Love and more', titleDe: 'Liebe', slug: 'liebe', sortOrder: 2 },
      { id: 5, consultantIds: [12] },
    ]);
  });
});
