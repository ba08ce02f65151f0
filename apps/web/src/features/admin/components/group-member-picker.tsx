import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './fields';
import type { GroupCandidate, GroupMemberDraft } from './group-draft';
import { RowButton } from './row-button';

/**
 * The group's psychics with "Remove", and the psychics found by the search with "Add". The search
 * itself is the caller's (GroupForm asks the server), so this part has no network of its own.
 */
export function GroupMemberPicker({
  members,
  candidates,
  search,
  onSearch,
  onAdd,
  onRemove,
}: {
  members: readonly GroupMemberDraft[];
  candidates: readonly GroupCandidate[];
  search: string;
  onSearch: (search: string) => void;
  onAdd: (member: GroupMemberDraft) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
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
          onSearch(event.target.value);
        }}
      />
      <ul id={listId} className="max-h-64 divide-y divide-night/5 overflow-y-auto">
        {candidates.map((psychic) => (
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
