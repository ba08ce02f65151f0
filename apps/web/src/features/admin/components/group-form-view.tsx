import type { AdminGroupDetail } from '@lumus/contract/admin/admin-groups';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditFormCard } from './edit-form-card';
import { FormFailure, TextField } from './fields';
import { FormActions } from './form-actions';
import {
  groupDraftOf,
  validateGroup,
  withMember,
  withoutMember,
  withTitleEn,
  type CheckedGroup,
  type GroupCandidate,
  type GroupDraft,
  type GroupErrors,
} from './group-draft';
import { GroupMemberPicker } from './group-member-picker';

/**
 * The group form itself: the draft, its checks and the member picker. It talks to no server —
 * GroupForm gives it the psychics found and saves what `onSave` hands over — so its behaviour can
 * be tested on its own.
 */
export function GroupFormView({
  group,
  candidates,
  search,
  onSearch,
  pending,
  failure,
  onSave,
  onCancel,
}: {
  group: AdminGroupDetail | null;
  candidates: readonly GroupCandidate[];
  search: string;
  onSearch: (search: string) => void;
  pending: boolean;
  /** Why the last save failed, or null. */
  failure: string | null;
  onSave: (checked: CheckedGroup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraftOf(group));
  const [errors, setErrors] = useState<GroupErrors>({});

  const update = (next: GroupDraft, field?: keyof GroupErrors) => {
    setDraft(next);
    if (field !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = validateGroup(draft, t);
    if (result.ok) onSave({ payload: result.payload, memberIds: result.memberIds });
    else setErrors(result.errors);
  };

  return (
    <EditFormCard
      title={
        group === null ? t('admin.groups.new') : t('admin.groups.edit', { title: group.titleEn })
      }
      testId="group-form"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.groups.fields.title_en')}
          value={draft.titleEn}
          error={errors.titleEn}
          maxLength={80}
          onChange={(event) => {
            update(withTitleEn(draft, event.target.value), 'titleEn');
          }}
        />
        <TextField
          label={t('admin.groups.fields.title_de')}
          value={draft.titleDe}
          error={errors.titleDe}
          maxLength={80}
          onChange={(event) => {
            update({ ...draft, titleDe: event.target.value }, 'titleDe');
          }}
        />
        <TextField
          label={t('admin.groups.fields.slug')}
          hint={t('admin.groups.slug_hint')}
          value={draft.slug}
          error={errors.slug}
          maxLength={80}
          onChange={(event) => {
            update({ ...draft, slug: event.target.value, slugEdited: true }, 'slug');
          }}
        />
        <TextField
          label={t('admin.groups.fields.sort_order')}
          hint={t('admin.groups.sort_order_hint')}
          inputMode="numeric"
          value={draft.sortOrder}
          error={errors.sortOrder}
          onChange={(event) => {
            update({ ...draft, sortOrder: event.target.value }, 'sortOrder');
          }}
        />
      </div>
      <GroupMemberPicker
        members={draft.members}
        candidates={candidates}
        search={search}
        onSearch={onSearch}
        onAdd={(member) => {
          update(withMember(draft, member));
        }}
        onRemove={(id) => {
          update(withoutMember(draft, id));
        }}
      />
      <FormFailure message={failure} />
      <FormActions
        pending={pending}
        submitLabel={pending ? t('admin.saving') : t('admin.save')}
        onCancel={onCancel}
      />
    </EditFormCard>
  );
}
