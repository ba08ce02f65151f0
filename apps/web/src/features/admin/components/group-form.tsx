import type { AdminGroupDetail } from '@lumus/contract/admin/admin-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../api/admin-keys';
import { saveGroup, setGroupMembers } from '../api/admin-groups-api';
import { reasonOf } from './admin-format';
import { EditFormCard } from './edit-form-card';
import { FormFailure, TextField } from './fields';
import { FormActions } from './form-actions';
import {
  groupDraftOf,
  validateGroup,
  withMember,
  withoutMember,
  withTitleEn,
  type GroupDraft,
  type GroupErrors,
} from './group-draft';
import { GroupMemberPicker } from './group-member-picker';

/** Create or edit a group: both titles, the slug of its page, its place and its psychics. */
export function GroupForm({
  group,
  onDone,
}: {
  group: AdminGroupDetail | null;
  onDone: (saved: AdminGroupDetail | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraftOf(group));
  const [errors, setErrors] = useState<GroupErrors>({});
  // A new group is stored before its members; if the members fail, "Save" again edits that group.
  const storedId = useRef<number | null>(group?.id ?? null);

  const save = useMutation({
    mutationFn: async (checked: {
      payload: Parameters<typeof saveGroup>[0];
      memberIds: number[];
    }) => {
      const saved = await saveGroup(
        storedId.current === null ? checked.payload : { ...checked.payload, id: storedId.current },
      );
      storedId.current = saved.id;
      return setGroupMembers(saved.id, checked.memberIds);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onSuccess: (saved) => {
      onDone(saved);
    },
  });

  const update = (next: GroupDraft, field?: keyof GroupErrors) => {
    setDraft(next);
    if (field !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = validateGroup(draft, t);
    if (result.ok) save.mutate({ payload: result.payload, memberIds: result.memberIds });
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
        onAdd={(member) => {
          update(withMember(draft, member));
        }}
        onRemove={(id) => {
          update(withoutMember(draft, id));
        }}
      />
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <FormActions
        pending={save.isPending}
        submitLabel={save.isPending ? t('admin.saving') : t('admin.save')}
        onCancel={() => {
          onDone(null);
        }}
      />
    </EditFormCard>
  );
}
