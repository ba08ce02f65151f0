import type { AdminGroup, AdminGroupDetail } from '@lumus/contract/admin/admin-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminGroupQuery, adminGroupsQuery, deleteGroup } from '../api/admin-groups-api';
import { adminKeys } from '../api/admin-keys';
import { reasonOf } from './admin-format';
import { DataTable } from './data-table';
import { NewRecordButton } from './new-record-button';
import { FormFailure, SavedNotice } from './fields';
import { GroupForm } from './group-form';
import { RowButton } from './row-button';

/** Curated psychic groups (`chat-with-psychic/<slug>/<id>`): list, add, edit, delete. */
export function GroupsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const groups = useQuery(adminGroupsQuery());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AdminGroup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  // The question takes the focus so a keyboard user lands on the choice.
  useEffect(() => {
    cancelDelete.current?.focus();
  }, [confirming]);
  const remove = useMutation({
    mutationFn: (group: AdminGroup) => deleteGroup(group.id),
    onSuccess: async (_, group) => {
      setConfirming(null);
      setNotice(t('admin.groups.deleted_notice', { title: group.titleEn }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  const onDone = (saved: AdminGroupDetail | null) => {
    setEditing(null);
    if (saved !== null) setNotice(t('admin.groups.saved_notice', { title: saved.titleEn }));
  };
  if (editing === 'new') return <GroupForm group={null} onDone={onDone} />;
  if (editing !== null) return <EditGroup id={editing} onDone={onDone} />;
  if (groups.isPending) return <ListSkeleton rows={4} />;
  if (groups.isError) return <LoadFailedMessage onRetry={() => void groups.refetch()} />;

  return (
    <div className="space-y-4">
      <NewRecordButton
        label={t('admin.groups.new')}
        onClick={() => {
          setNotice(null);
          setEditing('new');
        }}
      />
      <SavedNotice message={notice} />
      {confirming === null ? null : (
        <div
          role="alertdialog"
          aria-labelledby="admin-group-delete-question"
          className="space-y-3 rounded-2xl bg-error/10 p-4"
        >
          <p id="admin-group-delete-question" className="text-sm font-semibold text-night">
            {t('admin.groups.delete_question', { title: confirming.titleEn })}
          </p>
          <FormFailure message={remove.isError ? reasonOf(remove.error) : null} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={remove.isPending}
              onClick={() => {
                remove.mutate(confirming);
              }}
            >
              {t('admin.groups.delete_confirm')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              ref={cancelDelete}
              onClick={() => {
                setConfirming(null);
              }}
            >
              {t('admin.cancel')}
            </button>
          </div>
        </div>
      )}
      {groups.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.groups.empty')}</p>
      ) : (
        <DataTable
          caption={t('admin.sections.groups')}
          testId="admin-groups"
          rows={groups.data.items}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'title',
              label: t('admin.groups.columns.title'),
              render: (row) => (
                <span className="font-medium text-night">
                  {language === 'de' ? row.titleDe : row.titleEn}
                </span>
              ),
            },
            {
              key: 'page',
              label: t('admin.groups.columns.page'),
              render: (row) => (
                <LocalizedLink
                  to={`/chat-with-psychic/${row.slug}/${String(row.id)}`}
                  className="text-violet underline"
                >
                  {row.slug}
                </LocalizedLink>
              ),
            },
            {
              key: 'members',
              label: t('admin.groups.columns.members'),
              numeric: true,
              render: (row) => row.memberCount,
            },
            {
              key: 'order',
              label: t('admin.groups.columns.sort_order'),
              numeric: true,
              render: (row) => row.sortOrder,
            },
            {
              key: 'actions',
              label: t('admin.actions'),
              render: (row) => (
                <span className="flex flex-wrap gap-2">
                  <RowButton
                    label={t('admin.groups.edit', { title: row.titleEn })}
                    onClick={() => {
                      setNotice(null);
                      setEditing(row.id);
                    }}
                  >
                    {t('admin.edit')}
                  </RowButton>
                  <RowButton
                    tone="night"
                    label={t('admin.groups.delete_label', { title: row.titleEn })}
                    onClick={() => {
                      setNotice(null);
                      remove.reset();
                      setConfirming(row);
                    }}
                  >
                    {t('admin.groups.delete')}
                  </RowButton>
                </span>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

/** Loads the group with its members before the form opens. */
function EditGroup({
  id,
  onDone,
}: {
  id: number;
  onDone: (saved: AdminGroupDetail | null) => void;
}) {
  const group = useQuery(adminGroupQuery(id));
  if (group.isPending) return <ListSkeleton rows={3} />;
  if (group.isError) return <LoadFailedMessage onRetry={() => void group.refetch()} />;
  return <GroupForm group={group.data} onDone={onDone} />;
}
