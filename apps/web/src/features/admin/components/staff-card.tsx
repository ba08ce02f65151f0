import type { StaffMember } from '@lumus/contract/staff/staff-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import {
  addSupportAgent,
  adminStaffQuery,
  removeSupportAgent,
  staffKey,
} from '../api/admin-staff-api';
import { reasonOf } from './admin-format';
import { ConfirmPanel } from './confirm-panel';
import { FormFailure, TextField } from './fields';

/** The Lumus team (issue 24): admins and support agents; admins add and remove agents here. */
export function StaffCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staff = useQuery(adminStaffQuery());
  const [form, setForm] = useState({ countryCode: '91', mobile: '', name: '' });
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const saved = (items: { items: StaffMember[] }) => {
    queryClient.setQueryData(staffKey, items);
  };
  const add = useMutation({
    mutationFn: addSupportAgent,
    onSuccess: (items) => {
      saved(items);
      setForm({ countryCode: form.countryCode, mobile: '', name: '' });
    },
  });
  const remove = useMutation({
    mutationFn: removeSupportAgent,
    onSuccess: (items) => {
      saved(items);
      setRemoving(null);
    },
  });
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    add.mutate(form);
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => {
      setForm({ ...form, [key]: event.target.value });
    },
  });

  return (
    <section
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
      data-testid="admin-staff"
    >
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-night">{t('admin.staff.title')}</h2>
        <p className="text-sm text-muted">{t('admin.staff.lead')}</p>
      </header>
      {staff.isPending ? (
        <ListSkeleton rows={2} />
      ) : staff.isError ? (
        <LoadFailedMessage onRetry={() => void staff.refetch()} />
      ) : (
        <ul className="divide-y divide-night/5">
          {staff.data.items.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="font-semibold text-night">{member.name ?? `#${member.id}`}</span>
              <span className="text-muted">
                {member.mobile === null ? '' : `+${member.countryCode ?? ''} ${member.mobile}`}
              </span>
              <span className="rounded-full bg-violet-soft px-2 py-0.5 text-xs text-night">
                {t(`admin.staff.roles.${member.role}`)}
              </span>
              {member.role === 'support' ? (
                <button
                  type="button"
                  className={`${buttonStyles.secondary} ml-auto`}
                  onClick={() => {
                    remove.reset();
                    setRemoving(member);
                  }}
                >
                  {t('admin.staff.remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {removing === null ? null : (
        <ConfirmPanel
          id="admin-staff-remove-question"
          question={t('admin.staff.remove_question', { name: removing.name ?? `#${removing.id}` })}
          confirmLabel={t('admin.staff.remove_confirm')}
          pending={remove.isPending}
          failure={remove.isError ? reasonOf(remove.error) : null}
          onConfirm={() => {
            remove.mutate(removing.id);
          }}
          onCancel={() => {
            setRemoving(null);
          }}
        />
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[6rem_1fr_1fr_auto]">
        <TextField
          label={t('admin.staff.country_code')}
          inputMode="tel"
          {...field('countryCode')}
        />
        <TextField label={t('admin.staff.mobile')} inputMode="tel" {...field('mobile')} />
        <TextField label={t('admin.staff.name')} {...field('name')} />
        <button
          type="submit"
          className={`${buttonStyles.primary} self-end`}
          disabled={add.isPending}
        >
          {t('admin.staff.add')}
        </button>
      </form>
      {add.isError ? <FormFailure message={reasonOf(add.error)} /> : null}
      {add.isSuccess ? (
        <p role="status" className="text-sm text-night">
          {t('admin.staff.added', {
            name: add.variables.name,
          })}
        </p>
      ) : null}
    </section>
  );
}
