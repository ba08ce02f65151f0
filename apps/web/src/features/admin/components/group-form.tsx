import type { AdminGroupDetail } from '@lumus/contract/admin/admin-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminConsultantsQuery } from '../api/admin-consultants-api';
import { adminKeys } from '../api/admin-keys';
import { saveGroup, setGroupMembers } from '../api/admin-groups-api';
import { reasonOf } from './admin-format';
import type { CheckedGroup } from './group-draft';
import { GroupFormView } from './group-form-view';

/**
 * Create or edit a group: GroupFormView bound to the admin API (the psychic search, the save of
 * the group and then of its members). Tested for real by the server's group tests and admin.e2e.
 */
export function GroupForm({
  group,
  onDone,
}: {
  group: AdminGroupDetail | null;
  onDone: (saved: AdminGroupDetail | null) => void;
}) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const candidates = useQuery(adminConsultantsQuery({ search, state: 'all', page: 1 }));
  // A new group is stored before its members; if the members fail, "Save" again edits that group.
  const storedId = useRef<number | null>(group?.id ?? null);

  const save = useMutation({
    mutationFn: async ({ payload, memberIds }: CheckedGroup) => {
      const saved = await saveGroup(
        storedId.current === null ? payload : { ...payload, id: storedId.current },
      );
      storedId.current = saved.id;
      return setGroupMembers(saved.id, memberIds);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onSuccess: (saved) => {
      onDone(saved);
    },
  });

  return (
    <GroupFormView
      group={group}
      candidates={candidates.data?.items ?? []}
      search={search}
      onSearch={setSearch}
      pending={save.isPending}
      failure={save.isError ? reasonOf(save.error) : null}
      onSave={(checked) => {
        save.mutate(checked);
      }}
      onCancel={() => {
        onDone(null);
      }}
    />
  );
}
