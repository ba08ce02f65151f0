import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminConsultantsQuery } from '../api/admin-consultants-api';
import { TextField } from './fields';
import type { GroupMemberDraft } from './group-draft';
import { RowButton } from './row-button';

/** The group's psychics with "Remove", and a search of all psychics with "Add". */
export function GroupMemberPicker({
  members,
  onAdd,
  onRemove,
}: {
  members: readonly GroupMemberDraft[];
  onAdd: (member: GroupMemberDraft) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const listId = useId();
  const candidates = useQuery(adminConsultantsQuery({ search, state: 'all', page: 1 }));
  const chosen = new Set(members.map((member) => member.id));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-night">
        {t('admin.groups.members', { count: members.length })}
      </legend>
      {members.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.groups.no_members')}</p>
      ) : (
        <ul className="divide-y divide-night/5" data-testid="group-members">
          {members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 py-1">
              <span className="inline-flex items-center gap-2">
                <img src={member.photoUrl} alt="" className="size-8 rounded-full object-cover" />
                <span className="text-sm font-medium text-night">{member.displayName}</span>
              </span>
              <RowButton
                tone="night"
                label={t('admin.groups.remove_member', { name: member.displayName })}
                onClick={() => {
                  onRemove(member.id);
                }}
              >
                {t('admin.groups.remove')}
              </RowButton>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={t('admin.groups.find_psychic')}
        type="search"
        aria-controls={listId}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <ul id={listId} className="max-h-64 divide-y divide-night/5 overflow-y-auto">
        {(candidates.data?.items ?? []).map((psychic) => (
          <li key={psychic.id} className="flex items-center justify-between gap-3 py-1">
            <span className="text-sm text-night">
              {psychic.displayName}
              {psychic.suspended ? ` (${t('admin.consultants.states.suspended')})` : ''}
            </span>
            <RowButton
              label={t('admin.groups.add_member', { name: psychic.displayName })}
              disabled={chosen.has(psychic.id)}
              onClick={() => {
                onAdd({
                  id: psychic.id,
                  displayName: psychic.displayName,
                  photoUrl: psychic.photoUrl,
                });
              }}
            >
              {chosen.has(psychic.id) ? t('admin.groups.added') : t('admin.groups.add')}
            </RowButton>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
